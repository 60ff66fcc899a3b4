import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURIERS } from '@sauda/contracts/couriers.ts';
import { createTrax, traxStatus } from '../../src/couriers/trax.ts';
import { CourierError, type BookingRequest } from '../../src/couriers/types.ts';
import { startFakeTrax, type FakeTrax } from '../fakes/trax.ts';
import { fakeContext, sampleBooking } from './adapter-context.ts';

let tx: FakeTrax;
beforeAll(async () => {
  tx = await startFakeTrax();
});
afterAll(() => tx.close());

const adapter = (apiKey = tx.apiKey) => createTrax(fakeContext(tx.url, { apiKey }));
const kindOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'ok';
  } catch (err) {
    return err instanceof CourierError ? err.kind : `other: ${String(err)}`;
  }
};
const errorOf = (p: Promise<unknown>) => p.then(() => null).catch((e: unknown) => e as CourierError);
/** sampleBooking with Trax ids: Karachi 202, pickup address 3012, service type 1 (Regular). */
const booking = (reference: string, o: Partial<BookingRequest> = {}): BookingRequest => {
  const b = sampleBooking(reference);
  return {
    ...b,
    consignee: { ...b.consignee, courierCityId: '202' },
    pickup: { ...b.pickup, courierCityId: '203', courierAddressCode: '3012' },
    shipmentType: '1',
    ...o,
  };
};
const BOOK = 'POST /api/shipment/book';
const parcelOf = (cn: string) => tx.parcels.find((p) => p.cn === cn)!;

describe('Trax adapter against a fake Trax', () => {
  it('has exactly the optional calls its catalogue entry promises (no advice, no lookup by reference)', () => {
    const a = adapter();
    const caps = COURIERS.trax.capabilities;
    expect(!!a.cancel).toBe(caps.cancel);
    expect(!!a.loadSheet).toBe(caps.loadSheet);
    expect(!!a.airwayBill).toBe(caps.airwayBill);
    expect(!!a.advices || !!a.answerAdvice).toBe(caps.shipperAdvice);
    expect(!!a.payments).toBe(caps.payments);
    expect(!!a.createPickupAddress).toBe(caps.pickupAddresses);
    expect(!!a.findBooking).toBe(caps.lookupByReference);
  });

  it('sends the bare key in Authorization; a wrong key (HTTP 401) is an auth error', async () => {
    await adapter().testConnection();
    expect(tx.hits.at(-1)!.headers.authorization).toBe(tx.apiKey);
    expect(await kindOf(adapter('wrong').testConnection())).toBe('auth');
    expect(await kindOf(adapter('wrong').track(['1']))).toBe('auth');
    // The fake also takes the `Bearer` form some sources show.
    const res = await fetch(`${tx.url}/api/cities`, { headers: { authorization: `Bearer ${tx.apiKey}` } });
    expect(((await res.json()) as { status: number }).status).toBe(0);
  });

  it('lists cities: pickup flag, delivery when any shipment type has a service', async () => {
    const cities = await adapter().cities();
    expect(cities).toEqual([
      { id: '202', name: 'Karachi', pickup: true, delivery: true },
      { id: '203', name: 'Lahore', pickup: true, delivery: true },
      { id: '101', name: 'Abbottabad', pickup: false, delivery: true },
      { id: '102', name: 'Abdul Hakim', pickup: false, delivery: false },
    ]);
  });

  it('books with our reference as order_id and shipper reference, COD in rupees, weight in kg, mapped ids', async () => {
    const { trackingNumber } = await adapter().book(booking('SD-TRX-1'));
    expect(trackingNumber).toMatch(/^\d{12}$/);
    expect(parcelOf(trackingNumber).body).toMatchObject({
      order_id: 'SD-TRX-1',
      shipper_reference_number_1: 'SD-TRX-1',
      amount: 3500,
      estimated_weight: 0.75,
      consignee_city_id: 202,
      pickup_address_id: 3012,
      service_type_id: 1,
      payment_mode_id: 1,
      consignee_phone_number_1: '03001234567',
      item_quantity: 2,
      special_instructions: 'Call before delivery',
    });
    expect(String(parcelOf(trackingNumber).body.pickup_date)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('books a prepaid replacement with the replacement item fields', async () => {
    const { trackingNumber } = await adapter().book(booking('SD-TRX-2', { shipmentType: '2', codAmount: 0 }));
    expect(parcelOf(trackingNumber).body).toMatchObject({
      service_type_id: 2,
      amount: 0,
      payment_mode_id: 4,
      replacement_item_description: '2 × Lawn suit (M)',
    });
  });

  it('refuses before calling Trax when the city or the pickup address is not mapped', async () => {
    const hits = tx.hits.length;
    const b = booking('SD-TRX-3');
    const noCity = await errorOf(
      adapter().book({ ...b, consignee: { ...b.consignee, courierCityId: null } }),
    );
    expect(noCity?.kind).toBe('rejected');
    expect(noCity?.message).toContain('Karachi');
    const noPickup = await errorOf(
      adapter().book({ ...b, pickup: { ...b.pickup, courierAddressCode: null } }),
    );
    expect(noPickup?.kind).toBe('rejected');
    expect(noPickup?.message).toContain('pickup address');
    expect(tx.hits.length).toBe(hits);
  });

  it('names the reason when Trax refuses: 422 with field errors, or HTTP 200 with status 1', async () => {
    const b = booking('SD-TRX-4');
    const phone = await errorOf(adapter().book({ ...b, consignee: { ...b.consignee, phone: '0421234' } }));
    expect(phone?.kind).toBe('rejected');
    expect(phone?.message).toBe(
      'Trax refused to book the parcel: The given data was invalid.: The consignee phone number 1 format is invalid.',
    );
    const pickup = await errorOf(
      adapter().book({ ...b, pickup: { ...b.pickup, courierAddressCode: '999' } }),
    );
    expect(pickup?.kind).toBe('rejected');
    expect(pickup?.message).toContain('Invalid Pickup Address');
    const city = await errorOf(adapter().book({ ...b, consignee: { ...b.consignee, courierCityId: '102' } }));
    expect(city?.message).toContain('Delivery is not available');
  });

  it('reports a 500 after the work, a reset and a timeout on booking as ambiguous; exactly one parcel each', async () => {
    for (const fault of ['500-after', 'reset-after', 'timeout'] as const) {
      const before = tx.parcels.length;
      tx.inject(BOOK, fault);
      expect(await kindOf(adapter().book(booking(`SD-TRX-AMB-${fault}`)))).toBe('ambiguous');
      expect(tx.parcels.length).toBe(before + 1);
      expect(tx.parcels.at(-1)!.body.order_id).toBe(`SD-TRX-AMB-${fault}`);
    }
  });

  it('retries a 429 and a 503 on booking and books once', async () => {
    const before = tx.parcels.length;
    tx.inject(BOOK, '429', '503');
    const { trackingNumber } = await adapter().book(booking('SD-TRX-RETRY'));
    expect(tx.parcels.length).toBe(before + 1);
    expect(tx.parcels.at(-1)!.cn).toBe(trackingNumber);
  });

  it('tracks each parcel (one per call) with history oldest first and mapped statuses; payment entries do not move it', async () => {
    const a = adapter();
    const { trackingNumber: one } = await a.book(booking('SD-TRX-T1'));
    const { trackingNumber: two } = await a.book(booking('SD-TRX-T2'));
    tx.advance(one, 'Shipment - Arrival Service Center');
    tx.advance(one, 'Shipment - Out for Delivery');
    tx.advance(one, 'Shipment - Delivery Unsuccessful', 'Address Incomplete', 0);
    tx.advance(two, 'Shipment - Rider Picked');
    const before = tx.hits.length;
    const res = await a.track([one, two, '999999999999']);
    expect(tx.hits.slice(before).map((h) => h.query.get('tracking_number'))).toEqual([
      one,
      two,
      '999999999999',
    ]);
    expect(tx.hits.at(-1)!.query.get('type')).toBe('0');
    expect(res.map((t) => t.trackingNumber)).toEqual([one, two]);
    expect(res[0]).toMatchObject({ status: 'attempted', courierStatus: 'Shipment - Delivery Unsuccessful' });
    expect(res[0]!.events.map((e) => e.code)).toEqual([
      'Shipment - Booked',
      'Shipment - Arrival Service Center',
      'Shipment - Out for Delivery',
      'Shipment - Delivery Unsuccessful',
    ]);
    expect(res[0]!.events.at(-1)!.message).toBe('Shipment - Delivery Unsuccessful: Address Incomplete');
    expect(res[1]!.status).toBe('picked_up');

    tx.advance(one, 'Shipment - Delivered');
    tx.pay(one, 5463, 250);
    const [after] = await a.track([one]);
    expect(after).toMatchObject({ status: 'delivered', courierStatus: 'Shipment - Delivered' });
    expect(after!.events.at(-1)!.code).toBe('Payment - Processed');
  });

  it('maps the Trax vocabulary, including wordings it has not seen', () => {
    expect(traxStatus('Shipment - Booked')).toBe('booked');
    expect(traxStatus('Shipment-Arrived at origin')).toBe('in_transit');
    expect(traxStatus('Re-Attempt - Requested')).toBe('in_transit');
    expect(traxStatus('Shipment - Return Confirm')).toBe('returning');
    expect(traxStatus('Return - Delivered to Shipper')).toBe('returned');
    expect(traxStatus('Replacement - Exchanged')).toBe('delivered');
    expect(traxStatus('Shipment - Cancelled')).toBe('cancelled');
    expect(traxStatus('Payment - Processed')).toBeNull();
    expect(traxStatus('Shipment - Something New')).toBeNull();
  });

  it('cancels, and refuses an unknown tracking number with its message', async () => {
    const a = adapter();
    const { trackingNumber: cn } = await a.book(booking('SD-TRX-CANCEL'));
    await a.cancel!(cn);
    expect(parcelOf(cn).cancelled).toBe(true);
    await a.cancel!(cn); // a repeated cancel is done already
    const err = await errorOf(a.cancel!('111'));
    expect(err?.kind).toBe('rejected');
    expect(err?.message).toContain('Invalid Tracking Number');
  });

  it('prints an airway bill PDF (one at a time) and a receiving sheet as the load sheet', async () => {
    const a = adapter();
    const { trackingNumber: one } = await a.book(booking('SD-TRX-LS1'));
    const { trackingNumber: two } = await a.book(booking('SD-TRX-LS2'));
    const awb = await a.airwayBill!([one]);
    expect(awb.toString()).toBe(`%PDF-1.4 Trax airway bill ${one}`);
    expect(tx.hits.at(-1)!.query.get('type')).toBe('1');
    expect(await kindOf(a.airwayBill!([one, two]))).toBe('rejected');
    const awbErr = await errorOf(a.airwayBill!(['111']));
    expect(awbErr?.message).toContain('Invalid Tracking Number');

    const sheet = await a.loadSheet!([one, two], { courierAddressCode: '3012' });
    expect(tx.receivingSheets.get(Number(sheet.sheetId))).toEqual([one, two]);
    expect(sheet.pdf?.toString()).toBe(`%PDF-1.4 Trax receiving sheet ${one},${two}`);
    expect(await kindOf(a.loadSheet!(['111'], { courierAddressCode: null }))).toBe('rejected');
  });

  it('reads payments per tracking number: payment id, date, COD less charges and GST', async () => {
    const a = adapter();
    const { trackingNumber: paid } = await a.book(booking('SD-TRX-PAY1'));
    const { trackingNumber: paid2 } = await a.book(booking('SD-TRX-PAY2', { codAmount: 100_000 }));
    const { trackingNumber: unpaid } = await a.book(booking('SD-TRX-PAY3'));
    tx.pay(paid, 5463, 250);
    tx.pay(paid2, 5463, 200);
    const before = tx.hits.length;
    const pays = await a.payments!({
      trackingNumbers: [paid, unpaid, paid2, '111'],
      from: new Date(),
      to: new Date(),
    });
    const statusCall = tx.hits.slice(before).find((h) => h.path === '/api/shipment/payment_status')!;
    expect(statusCall.query.get('Tracking_number')).toBe(paid);
    expect(pays).toEqual([
      {
        reference: '5463',
        paidOn: new Date('2026-11-20T08:04:58.000Z'),
        method: null,
        total: (3500 - 250 - 32.5 + 1000 - 200 - 26) * 100,
        lines: [
          { trackingNumber: paid, amount: 321_750, codAmount: 350_000, charges: 28_250 },
          { trackingNumber: paid2, amount: 77_400, codAmount: 100_000, charges: 22_600 },
        ],
      },
    ]);
  });

  it('saves a pickup address and returns its Trax id; an unmapped city is refused', async () => {
    const a = adapter();
    const input = {
      name: 'Warehouse',
      contactName: 'Bilal',
      phone: '03001234567',
      address: '45 Main Boulevard',
      city: 'Lahore',
      courierCityId: '203',
      courierCityName: 'Lahore',
    };
    const { code } = await a.createPickupAddress!(input);
    expect(tx.pickupAddresses.find((x) => String(x.id) === code)).toMatchObject({
      person_of_contact: 'Bilal',
      phone_number: '03001234567',
      city_id: 203,
    });
    expect(await kindOf(a.createPickupAddress!({ ...input, courierCityId: null }))).toBe('rejected');
    const err = await errorOf(a.createPickupAddress!({ ...input, courierCityId: '101' }));
    expect(err?.message).toContain('Pickup is not available');
  });
});
