import { describe, expect, it } from 'vitest';
import {
  differenceText,
  differenceTone,
  formatDifference,
  LINE_STATUS,
  sourceLabel,
  statusCounts,
} from './display.ts';

describe('payment display', () => {
  it('colours the difference', () => {
    expect(differenceTone(-50_000)).toBe('red');
    expect(differenceTone(0)).toBe('green');
    expect(differenceTone(100)).toBe('amber');
    expect(differenceTone(null)).toBe('none');
  });

  it('signs the difference', () => {
    expect(formatDifference(-50_000)).toMatch(/^−Rs\s?500$/);
    expect(formatDifference(20_000)).toMatch(/^\+Rs\s?200$/);
    expect(formatDifference(0)).toMatch(/^Rs\s?0$/);
    expect(formatDifference(null)).toBe('—');
    expect(differenceText(-50_000)).toMatch(/^Short by Rs\s?500$/);
    expect(differenceText(0)).toBe('Matched');
  });

  it('names the source and the statuses', () => {
    expect(sourceLabel({ source: 'api', fileName: null })).toBe('Courier API');
    expect(sourceLabel({ source: 'import', fileName: 'postex-march.csv' })).toBe('postex-march.csv');
    expect(sourceLabel({ source: 'import', fileName: null })).toBe('Imported file');
    expect(statusCounts({ short: 1, matched: 12, over: 0 })).toEqual([
      ['matched', 12],
      ['short', 1],
    ]);
    expect(LINE_STATUS.short.tone).toBe('red');
    expect(LINE_STATUS.matched.tone).toBe('green');
  });
});
