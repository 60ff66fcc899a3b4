import { describe, expect, it } from 'vitest';
import { deadlineUrgency } from './deadline.ts';

const now = new Date('2025-03-05T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
const H = 3_600_000;

describe('deadline urgency', () => {
  it('is red under 12 hours', () => {
    expect(deadlineUrgency(at(5 * H + 40 * 60_000), now)).toEqual({
      label: 'in 5 h',
      tone: 'red',
      overdue: false,
    });
    expect(deadlineUrgency(at(25 * 60_000), now).label).toBe('in 25 min');
    expect(deadlineUrgency(at(11.9 * H), now).tone).toBe('red');
  });

  it('is amber under a day, normal after', () => {
    expect(deadlineUrgency(at(12 * H), now).tone).toBe('amber');
    expect(deadlineUrgency(at(30 * H), now)).toEqual({ label: 'in 30 h', tone: 'normal', overdue: false });
    expect(deadlineUrgency(at(72 * H), now).label).toBe('in 3 days');
  });

  it('is red and overdue once passed', () => {
    expect(deadlineUrgency(at(-2 * H), now)).toEqual({ label: 'passed 2 h ago', tone: 'red', overdue: true });
    expect(deadlineUrgency(at(0), now).overdue).toBe(true);
  });

  it('handles a missing or broken deadline', () => {
    expect(deadlineUrgency(null, now)).toEqual({ label: 'No deadline', tone: 'none', overdue: false });
    expect(deadlineUrgency('not a date', now).tone).toBe('none');
  });
});
