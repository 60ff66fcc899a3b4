import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  formatEventDate,
  formatEventDateTime,
  formatEventTime,
  groupByDay,
  karachiDay,
  newestFirst,
} from './time.ts';

describe('tracking times (Asia/Karachi, UTC+5)', () => {
  it('formats in Pakistan time whatever the zone of the device', () => {
    // 22:07 UTC is 03:07 the next day in Karachi.
    expect(formatEventTime('2025-03-05T22:07:00Z')).toBe('3:07 am');
    expect(formatEventDate('2025-03-05T22:07:00Z')).toBe('Thu, 6 Mar 2025');
    expect(formatEventDateTime('2025-03-05T22:07:00Z')).toBe('Thu, 6 Mar 2025, 3:07 am');
    expect(karachiDay('2025-03-05T18:59:00Z')).toBe('2025-03-05');
    expect(karachiDay('2025-03-05T19:00:00Z')).toBe('2025-03-06');
  });

  it('survives bad dates', () => {
    expect(formatEventTime('nope')).toBe('—');
    expect(formatEventDate('nope')).toBe('—');
    expect(karachiDay('nope')).toBe('');
    expect(dayLabel('nope')).toBe('—');
  });

  it('says today and yesterday by the Karachi calendar', () => {
    const now = new Date('2025-03-06T10:00:00Z'); // 3 pm in Karachi
    expect(dayLabel('2025-03-05T20:00:00Z', now)).toBe('Today'); // 1 am on the 6th
    expect(dayLabel('2025-03-05T12:00:00Z', now)).toBe('Yesterday');
    expect(dayLabel('2025-03-01T12:00:00Z', now)).toBe('Sat, 1 Mar 2025');
  });

  it('orders newest first, keeping ties in place', () => {
    const events = [
      { at: '2025-03-01T10:00:00Z', id: 'a' },
      { at: '2025-03-03T10:00:00Z', id: 'b' },
      { at: '2025-03-03T10:00:00Z', id: 'c' },
      { at: 'bad', id: 'd' },
    ];
    expect(newestFirst(events).map((e) => e.id)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('groups by Karachi day, newest day first', () => {
    const now = new Date('2025-03-06T10:00:00Z');
    const days = groupByDay(
      [
        { at: '2025-03-05T09:00:00Z', m: 'picked up' },
        { at: '2025-03-05T20:30:00Z', m: 'out for delivery' }, // 6 Mar in Karachi
        { at: '2025-03-06T08:00:00Z', m: 'delivered' },
      ],
      now,
    );
    expect(days.map((d) => [d.label, d.events.map((e) => e.m)])).toEqual([
      ['Today', ['delivered', 'out for delivery']],
      ['Yesterday', ['picked up']],
    ]);
    expect(groupByDay([])).toEqual([]);
  });
});
