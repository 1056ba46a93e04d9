import { describe, expect, test } from 'vitest';
import {
  articlePageTitle,
  buildArticleJsonLd,
  clampDescription,
  formatLongDate,
  sortNewestFirst,
  toIsoDay,
} from './blog.ts';

const entry = (id: string, day: string) => ({
  id,
  data: { date: new Date(day) },
});

describe('formatLongDate', () => {
  test('writes the month in full, en-US order', () => {
    expect(formatLongDate(new Date('2025-09-12'))).toBe('September 12, 2025');
  });

  test('reads the date in UTC, so a midnight date never slips to the day before', () => {
    expect(formatLongDate(new Date('2025-09-30T00:00:00Z'))).toBe('September 30, 2025');
    expect(formatLongDate(new Date('2025-01-01T23:59:59Z'))).toBe('January 1, 2025');
  });
});

describe('toIsoDay', () => {
  test('gives the calendar day for a datetime attribute', () => {
    expect(toIsoDay(new Date('2025-11-04'))).toBe('2025-11-04');
  });
});

describe('sortNewestFirst', () => {
  test('puts the most recent article first', () => {
    const sorted = sortNewestFirst([
      entry('old', '2025-06-10'),
      entry('new', '2025-11-04'),
      entry('mid', '2025-09-16'),
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['new', 'mid', 'old']);
  });

  test('leaves the input list untouched', () => {
    const list = [entry('a', '2025-01-01'), entry('b', '2025-02-01')];
    sortNewestFirst(list);
    expect(list.map((item) => item.id)).toEqual(['a', 'b']);
  });
});

describe('clampDescription', () => {
  test('keeps a short text as it is, with spacing tidied', () => {
    expect(clampDescription('  A short   line. ')).toBe('A short line.');
  });

  test('cuts a long text at a word, ellipsis included in the limit', () => {
    const text = 'word '.repeat(60);
    const clamped = clampDescription(text, 155);
    expect(clamped.length).toBeLessThanOrEqual(155);
    expect(clamped.endsWith('word…')).toBe(true);
  });
});

describe('articlePageTitle', () => {
  test('names the blog after the article title', () => {
    expect(articlePageTitle('What Is an eSIM?')).toBe('What Is an eSIM? | Roamly Blog');
  });
});

describe('buildArticleJsonLd', () => {
  const site = new URL('https://roamly.example');
  const article = {
    title: 'Japan',
    excerpt: 'Data in Japan.',
    date: new Date('2025-11-04'),
    image: '/blog/japan.svg',
  };

  test('describes an Article by Roamly with absolute URLs', () => {
    expect(buildArticleJsonLd(article, '/blog/japan', site)).toMatchObject({
      '@type': 'Article',
      headline: 'Japan',
      datePublished: '2025-11-04',
      image: ['https://roamly.example/blog/japan.svg'],
      author: { '@type': 'Organization', name: 'Roamly' },
      mainEntityOfPage: 'https://roamly.example/blog/japan',
    });
  });
});
