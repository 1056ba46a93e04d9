import { describe, expect, it } from 'vitest';
import { withLatestRun, withRunInHistory } from './benchmarks-document.ts';
import { renderRun } from './report.ts';

describe('docs/benchmarks.md and its history', () => {
  it('keeps one run, compared with the run it replaces, which it hands over', () => {
    const conditions = { machine: 'CPU', load: '1.0' };
    const old = renderRun({ ...conditions, date: '2026-11-23 10:00 UTC', commit: 'old1234' }, [
      { area: 'build', measure: 'build time', figure: '10.0 s' },
      { area: 'functions', measure: 'GET /api/plans', figure: 'p50: 5.0 ms; p95: 9.0 ms' },
    ]);
    const document = `# Benchmarks\n\nIntro.\n\n${old}`;
    const run = renderRun({ ...conditions, date: '2026-11-24 10:00 UTC', commit: 'new1234' }, [
      { area: 'build', measure: 'build time', figure: '12.0 s' },
      { area: 'functions', measure: 'GET /api/plans', figure: 'p50: 5.0 ms; p95: 8.1 ms' },
    ]);

    const first = withLatestRun(document, run);
    const third = renderRun({ ...conditions, date: '2026-11-25 10:00 UTC', commit: 'abc9999' }, []);
    const second = withLatestRun(first.document, third);

    expect(first.moved).toEqual([old]);
    expect(first.document.startsWith('# Benchmarks\n\nIntro.\n\n## Compared with')).toBe(true);
    expect(first.document).toContain(
      '[2026-11-23 10:00 UTC, commit old1234](benchmarks-history.md#2026-11-23-1000-utc-commit-old1234)',
    );
    expect(first.document).toContain('| build: build time | 10.0 s | 12.0 s | +20 % |');
    expect(first.document).toContain(
      '| functions: GET /api/plans | p95: 9.0 ms | p95: 8.1 ms | p95: −10 % |',
    );
    expect(first.document).not.toContain('## 2026-11-23');
    expect(second.moved).toEqual([run]);
    expect(second.document.match(/## Compared with/g)).toHaveLength(1);
    expect(second.document.endsWith(third)).toBe(true);
  });

  it('files a replaced run in the history by its date, newest first', () => {
    const history = [
      '# History',
      '',
      '## 2026-11-29 16:25 UTC, commits a → b: by hand',
      '',
      '## 2026-11-29 03:29 UTC, commit c',
      '',
      '## Before 2026-11-24: the README',
      '',
    ].join('\n');

    const filed = withRunInHistory(history, '## 2026-11-29 13:41 UTC, commit d\n\ntable\n');

    const headings = filed.split('\n').filter((line) => line.startsWith('## '));
    expect(headings.map((heading) => heading.slice(3, 19))).toEqual([
      '2026-11-29 16:25',
      '2026-11-29 13:41',
      '2026-11-29 03:29',
      'Before 2026-11-2',
    ]);
  });

  it('moves a section written by hand beside the run to the history, rather than drop it', () => {
    const run = (date: string) =>
      renderRun({ date, commit: 'abc1234', machine: 'CPU', load: '1.0' }, []);
    const first = withLatestRun('# Benchmarks\n\n', run('2026-11-22 10:00 UTC')).document;
    const { document } = withLatestRun(first, run('2026-11-23 10:00 UTC'));
    const byHand = '## 2026-11-23 12:00 UTC, commits a → b: one change (by hand)\n\nfigures\n';
    const written = document.replace('## 2026-11-23 10:00', `${byHand}\n## 2026-11-23 10:00`);

    const { moved } = withLatestRun(written, run('2026-11-24 10:00 UTC'));

    expect(moved.map((section) => section.split('\n')[0])).toEqual([
      '## 2026-11-23 12:00 UTC, commits a → b: one change (by hand)',
      '## 2026-11-23 10:00 UTC, commit abc1234',
    ]);
  });
});
