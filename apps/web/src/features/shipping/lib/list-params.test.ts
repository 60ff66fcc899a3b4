import { describe, expect, it } from 'vitest';
import {
  dispatchSearchParams,
  parseDispatchParams,
  parseShipmentParams,
  shipmentSearchParams,
  updateDispatchParams,
  updateShipmentParams,
} from './list-params.ts';

describe('dispatch params', () => {
  it('reads and writes the URL, defaults left out', () => {
    const p = parseDispatchParams(
      new URLSearchParams('search=%20ali%20&city=Multan&page=2&limit=abc&job=j-1'),
    );
    expect(p).toEqual({ search: 'ali', city: 'Multan', page: 2, limit: 50, job: 'j-1' });
    expect(dispatchSearchParams(p).toString()).toBe('search=ali&city=Multan&page=2&job=j-1');
    expect(parseDispatchParams(new URLSearchParams('job=../x')).job).toBeUndefined();
  });

  it('goes back to page 1 on a filter change but not on a job change', () => {
    const p = parseDispatchParams(new URLSearchParams('page=3'));
    expect(updateDispatchParams(p, { city: 'Lahore' }).page).toBe(1);
    expect(updateDispatchParams(p, { job: 'j' }).page).toBe(3);
  });
});

describe('shipment params', () => {
  it('reads the view with a fallback', () => {
    expect(parseShipmentParams(new URLSearchParams('view=problems')).view).toBe('problems');
    expect(parseShipmentParams(new URLSearchParams('view=nope')).view).toBe('booked');
    expect(parseShipmentParams(new URLSearchParams(''), 'picked_up').view).toBe('picked_up');
  });

  it('writes only what differs from the defaults', () => {
    const p = parseShipmentParams(new URLSearchParams('view=all&courierId=c1&search=TRK&limit=100'));
    expect(shipmentSearchParams(p).toString()).toBe('view=all&courierId=c1&search=TRK&limit=100');
    expect(
      shipmentSearchParams({
        ...p,
        view: 'booked',
        courierId: undefined,
        search: undefined,
        limit: 50,
      }).toString(),
    ).toBe('');
    expect(updateShipmentParams({ ...p, page: 4 }, { view: 'booked' }).page).toBe(1);
    expect(updateShipmentParams(p, { page: 4 }).page).toBe(4);
  });
});
