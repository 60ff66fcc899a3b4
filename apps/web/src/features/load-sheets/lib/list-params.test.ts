import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIMIT,
  loadSheetApiQuery,
  loadSheetSearchParams,
  parseLoadSheetParams,
  updateLoadSheetParams,
} from './list-params.ts';

describe('load sheet list params', () => {
  it('reads the URL with safe defaults', () => {
    expect(parseLoadSheetParams(new URLSearchParams())).toEqual({
      status: 'all',
      courierId: undefined,
      page: 1,
      limit: DEFAULT_LIMIT,
    });
    expect(
      parseLoadSheetParams(new URLSearchParams('status=handed_over&courierId=abc-1&page=3&limit=500')),
    ).toEqual({ status: 'handed_over', courierId: 'abc-1', page: 3, limit: 100 });
    expect(parseLoadSheetParams(new URLSearchParams('status=weird&courierId=a%20b&page=-2'))).toMatchObject({
      status: 'all',
      courierId: undefined,
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(loadSheetSearchParams({ status: 'all', page: 1, limit: DEFAULT_LIMIT }).toString()).toBe('');
    expect(
      loadSheetSearchParams({ status: 'generated', courierId: 'x', page: 2, limit: 50 }).toString(),
    ).toBe('status=generated&courierId=x&page=2&limit=50');
  });

  it('goes back to page 1 when a filter changes', () => {
    const p = { status: 'all' as const, page: 4, limit: 25 };
    expect(updateLoadSheetParams(p, { status: 'generated' }).page).toBe(1);
    expect(updateLoadSheetParams(p, { page: 5 }).page).toBe(5);
  });

  it('sends no status for All', () => {
    expect(loadSheetApiQuery({ status: 'all', page: 1, limit: 25 })).toEqual({
      status: undefined,
      courierId: undefined,
      page: 1,
      limit: 25,
    });
    expect(loadSheetApiQuery({ status: 'generated', courierId: 'c', page: 2, limit: 50 }).status).toBe(
      'generated',
    );
  });
});
