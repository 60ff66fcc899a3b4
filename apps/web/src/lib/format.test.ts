import { describe, expect, it } from 'vitest';
import {
  ageInDays,
  formatDateTime,
  formatTime,
  greeting,
  pakistanDay,
  clampDecimalInput,
  clampDiscountInput,
  clampInventoryInput,
  discountedPrice,
  formatDate,
  formatPKR,
  initials,
  normalisePhone,
} from './format.ts';

const pkr = (rupees: number) =>
  new Intl.NumberFormat('en-PK', {
    style: 'currency',
    currency: 'PKR',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(rupees);

describe('formatPKR', () => {
  it('formats integer paisa as whole rupees in en-PK with no fraction digits', () => {
    expect(formatPKR(150_000)).toBe(pkr(1500));
    expect(formatPKR(123_456_700)).toBe(pkr(1_234_567));
    expect(formatPKR(150_000)).not.toMatch(/\.\d/);
  });
  it('rounds half-rupees and accepts bigint and numeric strings', () => {
    expect(formatPKR(199_950)).toBe(pkr(2000));
    expect(formatPKR(10_000n)).toBe(pkr(100));
    expect(formatPKR('25000')).toBe(pkr(250));
  });
  it('treats missing or invalid values as zero', () => {
    expect(formatPKR(null)).toBe(pkr(0));
    expect(formatPKR(undefined)).toBe(pkr(0));
    expect(formatPKR('abc')).toBe(pkr(0));
  });
});

describe('discountedPrice', () => {
  it('is price minus price times percent over 100', () => {
    expect(discountedPrice(1000, 10)).toBe(900);
    expect(discountedPrice(250_000, 15)).toBe(212_500);
    expect(discountedPrice(999, 0)).toBe(999);
  });
  it('rounds to a whole paisa and ignores a missing percent', () => {
    expect(discountedPrice(333, 33)).toBe(Math.round(333 - (333 * 33) / 100));
    expect(discountedPrice(500, null)).toBe(500);
    expect(discountedPrice(500, undefined)).toBe(500);
  });
});

describe('discount and inventory inputs', () => {
  it('empty becomes null', () => {
    expect(clampDiscountInput('')).toBeNull();
    expect(clampInventoryInput('  ')).toBeNull();
  });
  it('keeps 0 to 99 and clamps discounts above 99', () => {
    expect(clampDiscountInput('0')).toBe(0);
    expect(clampDiscountInput('45.5')).toBe(45.5);
    expect(clampDiscountInput('99')).toBe(99);
    expect(clampDiscountInput('150')).toBe(99);
  });
  it('clamps inventory to a maximum of 100', () => {
    expect(clampInventoryInput('100')).toBe(100);
    expect(clampInventoryInput('101')).toBe(100);
    expect(clampInventoryInput('7')).toBe(7);
  });
  it('rejects anything but digits with an optional decimal point', () => {
    for (const bad of ['-1', '1e3', 'abc', '1.2.3', '.', '12a', '+5']) {
      expect(clampDecimalInput(bad, 99)).toBeUndefined();
    }
    expect(clampDecimalInput('5.', 99)).toBe(5);
    expect(clampDecimalInput('.5', 99)).toBe(0.5);
  });
});

describe('ageInDays', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  it('counts whole days since a date', () => {
    expect(ageInDays('2025-03-10T00:00:00Z', now)).toBe(0);
    expect(ageInDays('2025-03-09T12:00:00Z', now)).toBe(1);
    expect(ageInDays('2025-03-09T12:00:01Z', now)).toBe(0);
    expect(ageInDays(new Date('2025-02-08T12:00:00Z'), now)).toBe(30);
  });
  it('is never negative and treats invalid dates as 0', () => {
    expect(ageInDays('2025-04-01T00:00:00Z', now)).toBe(0);
    expect(ageInDays('not a date', now)).toBe(0);
  });
});

describe('normalisePhone', () => {
  it('turns +92 and 92 prefixes into a leading 0', () => {
    expect(normalisePhone('+923001234567')).toBe('03001234567');
    expect(normalisePhone('923001234567')).toBe('03001234567');
    expect(normalisePhone('0300-1234567')).toBe('03001234567');
  });
});

describe('small helpers', () => {
  it('initials', () => {
    expect(initials('Ayesha Khan')).toBe('AK');
    expect(initials('sauda')).toBe('S');
    expect(initials('  ')).toBe('?');
    expect(initials('Muhammad Ali Jinnah')).toBe('MJ');
  });
  it('formatDate shows an em dash for invalid input', () => {
    expect(formatDate('nope')).toBe('—');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('2025-03-05T10:00:00Z')).toMatch(/2025/);
  });
});

describe('times are Pakistan time, whatever the device zone', () => {
  // 20:30 UTC on 5 March is 1:30 am on 6 March in Karachi (UTC+5): the day and the hour both move.
  const instant = '2026-03-05T20:30:00Z';
  it('dates, times and both', () => {
    expect(formatDate(instant)).toBe('6 Mar 2026');
    expect(formatTime(instant)).toBe('1:30 am');
    expect(formatDateTime(instant)).toBe('6 Mar 2026, 1:30 am');
  });
  it('the calendar day and the greeting', () => {
    expect(pakistanDay(new Date(instant))).toBe('2026-03-06');
    expect(greeting(new Date('2026-03-05T04:00:00Z'))).toBe('Good morning'); // 9 am
    expect(greeting(new Date('2026-03-05T08:00:00Z'))).toBe('Good afternoon'); // 1 pm
    expect(greeting(new Date('2026-03-05T14:00:00Z'))).toBe('Good evening'); // 7 pm
  });
});
