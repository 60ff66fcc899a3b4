import { describe, expect, it } from 'vitest';
import { isJobDone, jobPercent, summariseResults, summaryText } from './job.ts';

describe('booking job', () => {
  it('knows when it is done', () => {
    expect(isJobDone(undefined)).toBe(false);
    expect(isJobDone({ status: 'running' })).toBe(false);
    expect(isJobDone({ status: 'succeeded' })).toBe(true);
    expect(isJobDone({ status: 'failed' })).toBe(true);
  });

  it('reports whole percentages within 0–100', () => {
    expect(jobPercent({ status: 'running', progress: 1, total: 3 })).toBe(33);
    expect(jobPercent({ status: 'running', progress: 5, total: 3 })).toBe(100);
    expect(jobPercent({ status: 'queued', progress: 0, total: 0 })).toBe(0);
    expect(jobPercent({ status: 'succeeded', progress: 0, total: 0 })).toBe(100);
  });

  it('counts results by outcome', () => {
    const s = summariseResults([
      { state: 'booked' },
      { state: 'booked' },
      { state: 'failed' },
      { state: 'unknown' },
      { state: 'pending' },
    ]);
    expect(s).toEqual({ booked: 2, failed: 1, unknown: 1, pending: 1 });
    expect(summaryText(s)).toBe('2 booked · 1 failed · 1 unconfirmed');
    expect(summaryText({ booked: 0, failed: 0, unknown: 0, pending: 0 })).toBe('Nothing was booked');
  });
});
