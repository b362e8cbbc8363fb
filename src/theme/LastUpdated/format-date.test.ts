import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

const intl = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

describe('formatDate', () => {
  it('writes every day of a leap year as the theme’s Intl format does', () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2028, 0, 1 + day, 12));
      expect(formatDate(date)).toBe(intl.format(date));
    }
  });

  it('takes the UTC day, not the machine’s, at both ends of a day', () => {
    for (const iso of ['2026-11-26T00:00:00.000Z', '2026-11-26T23:59:59.999Z', '1999-12-31T23:30:00.000Z']) {
      expect(formatDate(new Date(iso))).toBe(intl.format(new Date(iso)));
    }
  });
});
