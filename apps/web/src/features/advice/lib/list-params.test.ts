import { describe, expect, it } from 'vitest';
import { adviceSearchParams, parseAdviceParams, updateAdviceParams } from './list-params.ts';

describe('advice params', () => {
  it('reads and writes the URL, defaults left out', () => {
    const p = parseAdviceParams(new URLSearchParams('status=answered&courierId=c-1&page=3&limit=25'));
    expect(p).toEqual({ status: 'answered', courierId: 'c-1', page: 3, limit: 25 });
    expect(adviceSearchParams(p).toString()).toBe('status=answered&courierId=c-1&page=3&limit=25');
    expect(adviceSearchParams(parseAdviceParams(new URLSearchParams(''))).toString()).toBe('');
  });

  it('ignores nonsense', () => {
    expect(parseAdviceParams(new URLSearchParams('status=weird&courierId=../x&page=-1&limit=9999'))).toEqual({
      status: 'open',
      courierId: undefined,
      page: 1,
      limit: 200,
    });
  });

  it('goes back to page 1 on a filter change', () => {
    const p = parseAdviceParams(new URLSearchParams('page=4'));
    expect(updateAdviceParams(p, { status: 'all' }).page).toBe(1);
    expect(updateAdviceParams(p, { page: 5 }).page).toBe(5);
  });
});
