/**
 * The security table: runs the trust-round attack tests and the hostile-input suite with
 * ATTACK_LOG set, and lists each attack with its tries and outcome. An attack whose test failed
 * is listed as FAILED, never as refused.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AttackRecord } from '../../tests/support/attack-log.ts';

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
}

export function benchSecurity(root: string): { table: string; summary: string } {
  const dir = mkdtempSync(join(tmpdir(), 'roamly-attacks-'));
  const log = join(dir, 'attacks.jsonl');
  const report = join(dir, 'vitest.json');
  try {
    spawnSync(
      'npx',
      [
        'vitest',
        'run',
        '.attacks.test.ts',
        'tests/functions/mail-queue.test.ts',
        'tests/functions/contact.test.ts',
        'tests/functions/usage-alerts.test.ts',
        'tests/functions/hostile-input-accounts.test.ts',
        'tests/functions/hostile-input-orders.test.ts',
        'tests/functions/hostile-input-admin.test.ts',
        '--reporter=json',
        `--outputFile=${report}`,
      ],
      {
        cwd: root,
        env: { ...process.env, ATTACK_LOG: log },
        stdio: 'ignore',
      },
    );
    const results = JSON.parse(readFileSync(report, 'utf8')) as VitestJson;
    const attacks = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as AttackRecord);
    const failed = results.testResults.flatMap((file) =>
      file.assertionResults.filter((test) => test.status === 'failed').map((test) => test.fullName),
    );
    // Later rounds' items read '2.1', '3.1'…; the first round's keep their plain numbers.
    const itemOf = (a: AttackRecord) =>
      (a.round ?? 1) > 1 ? `${a.round}.${a.item}` : String(a.item);
    const rows = attacks
      .sort(
        (a, b) =>
          (a.round ?? 1) - (b.round ?? 1) ||
          String(a.item).localeCompare(String(b.item), undefined, { numeric: true }) ||
          // The tests log in the order they finish: without this, each run reorders the table.
          a.attack.localeCompare(b.attack),
      )
      .map(
        (a) =>
          `| ${itemOf(a)} | ${a.attack} | ${a.tries} | ${failed.length > 0 ? 'see FAILED below' : a.outcome} |`,
      );
    const summary = `${results.numPassedTests} tests passed, ${results.numFailedTests} failed${failed.length > 0 ? `: FAILED ${failed.join('; ')}` : ''}`;
    return {
      table: ['| item | attack | tries | outcome |', '|---|---|---|---|', ...rows].join('\n'),
      summary,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
