/**
 * Every courier's catalogue entry (what the pages offer) matches its adapter (what Sauda can do):
 * a capability without its call would show a button that fails; a call without the capability
 * would hide what works. Also every courier whose docs/couriers page names a COD cap carries it.
 */
import { describe, expect, it } from 'vitest';
import { COURIERS, type CourierCode } from '@sauda/contracts/couriers.ts';
import { HTTP_COURIERS } from '../../src/couriers/registry.ts';
import { fakeContext } from './adapter-context.ts';

describe('courier catalogue and adapters', () => {
  for (const [code, entry] of Object.entries(HTTP_COURIERS)) {
    it(`${code}: the optional calls are exactly the capabilities its catalogue entry promises`, () => {
      const a = entry.create(fakeContext('http://127.0.0.1:9', {}));
      const caps = COURIERS[code as CourierCode].capabilities;
      expect({
        cancel: !!a.cancel,
        loadSheet: !!a.loadSheet,
        airwayBill: !!a.airwayBill,
        shipperAdvice: !!a.advices && !!a.answerAdvice,
        payments: !!a.payments,
        pickupAddresses: !!a.createPickupAddress,
        lookupByReference: !!a.findBooking,
      }).toEqual({
        cancel: caps.cancel,
        loadSheet: caps.loadSheet,
        airwayBill: caps.airwayBill,
        shipperAdvice: caps.shipperAdvice,
        payments: caps.payments,
        pickupAddresses: caps.pickupAddresses,
        lookupByReference: caps.lookupByReference,
      });
    });
  }

  it('names the COD caps of docs/couriers: TCS 250,000 and M&P 99,999 rupees', () => {
    expect(COURIERS.tcs.maxCodRupees).toBe(250_000);
    expect(COURIERS.mnp.maxCodRupees).toBe(99_999);
  });
});
