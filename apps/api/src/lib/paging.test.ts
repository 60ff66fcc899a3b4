import { describe, expect, it } from 'vitest';
import { totalFromPage } from './paging.ts';

describe('totalFromPage', () => {
  it('knows the total from a page that is not full', () => {
    expect(totalFromPage(0, 50, 0)).toBe(0);
    expect(totalFromPage(0, 50, 7)).toBe(7);
    expect(totalFromPage(100, 50, 49)).toBe(149);
  });
  it('leaves a full page, or an empty page past the first, to a count', () => {
    expect(totalFromPage(0, 50, 50)).toBeUndefined();
    expect(totalFromPage(100, 50, 50)).toBeUndefined();
    expect(totalFromPage(100, 50, 0)).toBeUndefined();
  });
});
