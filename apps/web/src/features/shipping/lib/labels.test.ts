import { describe, expect, it } from 'vitest';
import { bookedShipmentIds, isLabelsPerPage, labelsQuery } from './labels.ts';

describe('labels', () => {
  it('joins distinct ids', () => {
    expect(labelsQuery(['a', 'b', 'a', ' ', 'c'], '2')).toEqual({ ids: 'a,b,c', perPage: '2' });
    expect(labelsQuery(['x'])).toEqual({ ids: 'x', perPage: '4' });
    expect(labelsQuery([])).toBeNull();
  });

  it('knows the page layouts', () => {
    expect(isLabelsPerPage('1')).toBe(true);
    expect(isLabelsPerPage('3')).toBe(false);
    expect(isLabelsPerPage(4)).toBe(false);
  });

  it('finds the shipments a job booked, latest booking per order, in job order', () => {
    const results = [
      { orderId: 'o2', state: 'booked' },
      { orderId: 'o1', state: 'booked' },
      { orderId: 'o3', state: 'failed' },
      { orderId: 'o4', state: 'booked' },
    ];
    const shipments = [
      { _id: 's1', orderId: 'o1', state: 'booked', bookedAt: '2026-01-02T10:00:00Z' },
      { _id: 's1-old', orderId: 'o1', state: 'booked', bookedAt: '2026-01-01T10:00:00Z' },
      { _id: 's2', orderId: 'o2', state: 'booked', bookedAt: '2026-01-02T10:00:00Z' },
      { _id: 's3', orderId: 'o3', state: 'failed', bookedAt: null },
      { _id: 's9', orderId: 'o9', state: 'booked', bookedAt: '2026-01-02T10:00:00Z' },
    ];
    expect(bookedShipmentIds(results, shipments)).toEqual(['s2', 's1']);
  });
});
