import { describe, expect, it } from 'vitest';
import { cprSearchParams, parseCprParams, updateCprParams } from './list-params.ts';

describe('cpr params', () => {
  it('reads and writes the URL, defaults left out', () => {
    const p = parseCprParams(
      new URLSearchParams('view=awaiting&show=missing&courierId=c1&page=2&limit=50&payment=p-9'),
    );
    expect(p).toEqual({
      view: 'awaiting',
      show: 'missing',
      courierId: 'c1',
      page: 2,
      limit: 50,
      payment: 'p-9',
    });
    expect(cprSearchParams(p).toString()).toBe(
      'view=awaiting&show=missing&courierId=c1&page=2&limit=50&payment=p-9',
    );
    expect(cprSearchParams(parseCprParams(new URLSearchParams())).toString()).toBe('');
  });

  it('ignores nonsense', () => {
    expect(parseCprParams(new URLSearchParams('view=x&show=y&payment=../a&limit=500&page=0'))).toEqual({
      view: 'payments',
      show: 'all',
      courierId: undefined,
      page: 1,
      limit: 100,
      payment: undefined,
    });
  });

  it('keeps the page when a payment opens', () => {
    const p = parseCprParams(new URLSearchParams('page=3'));
    expect(updateCprParams(p, { payment: 'x' }).page).toBe(3);
    expect(updateCprParams(p, { courierId: 'c' }).page).toBe(1);
  });
});
