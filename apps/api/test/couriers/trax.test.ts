import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURIERS } from '@sauda/contracts/couriers.ts';
import {
  createTrax,
  traxBookedNumber,
  traxPayments,
  traxRefusal,
  traxStatus,
  traxTrackResult,
} from '../../src/couriers/trax.ts';
import { CourierError, type BookingRequest } from '../../src/couriers/types.ts';
import { startFakeTrax, type FakeTrax } from '../fakes/trax.ts';
import { createTestApp, signup } from '../helpers/app.ts';
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
/** The body of the last request sent to a route. */
const lastBody = (path: string) =>
  tx.hits.filter((h) => h.path === path).at(-1)!.body as Record<string, unknown>;

describe('Trax adapter against a fake Trax that follows docs/couriers/trax.md', () => {
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
    expect(await kindOf(adapter('wrong').track(['202202000001']))).toBe('auth');
    // trax.md §1: the key goes bare; the fake refuses a `Bearer` prefix.
    const res = await fetch(`${tx.url}/api/cities`, { headers: { authorization: `Bearer ${tx.apiKey}` } });
    expect(res.status).toBe(401);
  });

  it('lists cities: pickup flag, delivery when any service type has a mode (`[]` when none)', async () => {
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
    const body = parcelOf(trackingNumber).body;
    expect(body).toMatchObject({
      order_id: 'SD-TRX-1',
      shipper_reference_number_1: 'SD-TRX-1',
      shipper_reference_number_2: '#1001',
      amount: 3500,
      estimated_weight: 0.75,
      consignee_city_id: 202,
      pickup_address_id: 3012,
      service_type_id: 1,
      payment_mode_id: 1,
      consignee_phone_number_1: '03001234567',
      item_quantity: 2,
      item_insurance: 0,
      special_instructions: 'Call before delivery',
    });
    expect(String(body.pickup_date)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // trax.md §5.3: Sonic picks charges_mode_id from the account type; we leave it out.
    expect(body).not.toHaveProperty('charges_mode_id');
  });

  it('leaves out the optional keys it has nothing for: a booking without remarks is not refused', async () => {
    const before = tx.hits.length;
    const { trackingNumber } = await adapter().book(booking('SD-TRX-NOREM', { remarks: null }));
    const sent = tx.hits.slice(before).find((h) => h.path === '/api/shipment/book')!.body as Record<
      string,
      unknown
    >;
    expect(sent).not.toHaveProperty('special_instructions');
    expect(sent).not.toHaveProperty('consignee_email_address');
    expect(sent).not.toHaveProperty('consignee_phone_number_2');
    expect(parcelOf(trackingNumber).body.order_id).toBe('SD-TRX-NOREM');
    // Blank remarks count as none.
    await adapter().book(booking('SD-TRX-BLANKREM', { remarks: '   ' }));
    expect(lastBody('/api/shipment/book')).not.toHaveProperty('special_instructions');
  });

  it('sends the buyer’s e-mail when it is one, never the seller’s', async () => {
    const b = booking('SD-TRX-MAIL');
    const seller = { ...b.pickup, email: 'shop@lawnhouse.pk' };
    await adapter().book({ ...b, pickup: seller });
    expect(lastBody('/api/shipment/book')).not.toHaveProperty('consignee_email_address');
    await adapter().book({ ...b, pickup: seller, consignee: { ...b.consignee, email: 'not-an-email' } });
    expect(lastBody('/api/shipment/book')).not.toHaveProperty('consignee_email_address');
    const { trackingNumber } = await adapter().book({
      ...b,
      pickup: seller,
      consignee: { ...b.consignee, email: 'ayesha@example.pk' },
    });
    expect(parcelOf(trackingNumber).body.consignee_email_address).toBe('ayesha@example.pk');
  });

  it('sends a parcel under 100 g as 0.1 kg, the least Trax takes', async () => {
    const { trackingNumber } = await adapter().book(booking('SD-TRX-50G', { weightGrams: 50 }));
    expect(parcelOf(trackingNumber).body.estimated_weight).toBe(0.1);
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

  it('books Try & Buy with try_and_buy_fees and items carrying the product value', async () => {
    const { trackingNumber } = await adapter().book(booking('SD-TRX-TNB', { shipmentType: '3' }));
    const body = parcelOf(trackingNumber).body;
    expect(body).toMatchObject({
      service_type_id: 3,
      try_and_buy_fees: 0,
      package_type: 1,
      items: [
        {
          item_product_type_id: 24,
          item_description: '2 × Lawn suit (M)',
          item_quantity: 2,
          item_insurance: 0,
          product_value: 3500,
        },
      ],
    });
    // Trax collects the fees plus the items' value (trax.md §5.3).
    expect(body.amount).toBe(3500);
    // A Try & Buy with nothing to collect cannot be booked: refused before calling Trax.
    const hits = tx.hits.length;
    const prepaid = await errorOf(
      adapter().book(booking('SD-TRX-TNB0', { shipmentType: '3', codAmount: 0 })),
    );
    expect(prepaid?.kind).toBe('rejected');
    expect(tx.hits.length).toBe(hits);
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

  it('names the reason when Trax refuses: validation errors and refusals, both on HTTP 200', async () => {
    const b = booking('SD-TRX-4');
    const phone = await errorOf(adapter().book({ ...b, consignee: { ...b.consignee, phone: '0421234' } }));
    expect(phone?.kind).toBe('rejected');
    expect(phone?.message).toBe(
      'Trax refused to book the parcel: Error(s) in Input: Consignee Phone Number 1 format is Invalid, required Format is: (03000000000, +92-300-0000000, 300-0000000, 0300-0000000).',
    );
    const pickup = await errorOf(
      adapter().book({ ...b, pickup: { ...b.pickup, courierAddressCode: '999' } }),
    );
    expect(pickup?.kind).toBe('rejected');
    expect(pickup?.message).toContain('Given Pickup Address ID is of Invalid ID.');
    const city = await errorOf(adapter().book({ ...b, consignee: { ...b.consignee, courierCityId: '102' } }));
    expect(city?.message).toContain(
      'Delivery is not allowed for City ID #102 with Service Type ID #1 and Shipping Mode ID #1',
    );
  });

  it('the fake is as strict as Sonic: empty optional keys, misspelt keys, light parcels, 200 not 422', async () => {
    const post = async (json: Record<string, unknown>) => {
      const res = await fetch(`${tx.url}/api/shipment/book`, {
        method: 'POST',
        headers: { authorization: tx.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
      return {
        http: res.status,
        body: (await res.json()) as { status: number; message: string; errors: object },
      };
    };
    const good = {
      service_type_id: 1,
      pickup_address_id: 3012,
      information_display: 1,
      consignee_city_id: 202,
      consignee_name: 'Ayesha',
      consignee_address: 'House 12',
      consignee_phone_number_1: '03001234567',
      item_product_type_id: 24,
      item_description: 'Suit',
      item_quantity: 1,
      item_insurance: 0,
      estimated_weight: 0.5,
      shipping_mode_id: 1,
      amount: 100,
      payment_mode_id: 1,
    };
    expect((await post(good)).body.status).toBe(0);
    const empty = await post({ ...good, special_instructions: '', consignee_email_address: '' });
    expect(empty).toEqual({
      http: 200,
      body: {
        status: 1,
        message: 'Error(s) in Input',
        errors: {
          consignee_email_address: ['Consignee Email Address is Optional but cannot be Empty if Present.'],
          special_instructions: ['Special Instructions is Optional but cannot be Empty if Present.'],
        },
      },
    });
    expect((await post({ ...good, estimated_weight: 0.05 })).body.errors).toEqual({
      estimated_weight: ['The Estimated Weight must be between 0.1 and 100000.'],
    });
    const tnb = await post({
      ...good,
      service_type_id: 3,
      package_type: 1,
      try_and_buy_fess: 0,
      items: [{ item_product_type_id: 24, item_description: 'Suit', item_quantity: 1, item_insurance: 0 }],
    });
    // Sonic's own answer (the misspelt key is ignored, so the real one is missing), plus the fake's
    // unknown-key message (trax.md §3).
    expect(tnb.body.errors).toEqual({
      try_and_buy_fees: ['try and buy fees is Required when Service Type ID is 3.'],
      'items.0.product_value': ['Product Value is Required when Service Type ID is 3.'],
      try_and_buy_fess: [expect.stringContaining('not a field Sonic reads')],
    });
    const tnbFixed = await post({
      ...good,
      service_type_id: 3,
      package_type: 1,
      try_and_buy_fees: 0,
      items: Array(6).fill({
        item_product_type_id: 24,
        item_description: 'Suit',
        item_quantity: 1,
        item_insurance: 0,
        product_value: 100,
      }),
    });
    expect(tnbFixed.body.errors).toEqual({ items: ['The Item(s) must not have more than 5 items.'] });
    const pickup = await fetch(`${tx.url}/api/pickup_address/add`, {
      method: 'POST',
      headers: { authorization: tx.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        person_of_contact: 'Bilal',
        phone_number: '03001234567',
        Email_address: 'bilal@lawnhouse.pk',
        address: '45 Main Boulevard',
        city_id: 203,
      }),
    });
    expect(((await pickup.json()) as { errors: object }).errors).toEqual({
      email_address: ['Email Address is Required.'],
      Email_address: [expect.stringContaining('not a field Sonic reads')],
    });
    expect((await post({ ...good, charges_mode_id: 3 })).body.errors).toEqual({
      charges_mode_id: ['Given Charges Mode ID is of Invalid ID.'],
    });
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

  it('tracks each parcel (one per call) with history oldest first and mapped statuses; charges entries do not move it', async () => {
    const a = adapter();
    const { trackingNumber: one } = await a.book(booking('SD-TRX-T1'));
    const { trackingNumber: two } = await a.book(booking('SD-TRX-T2'));
    tx.advance(one, 'Shipment - Arrived at Origin');
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
      'Shipment - Arrived at Origin',
      'Shipment - Out for Delivery',
      'Shipment - Delivery Unsuccessful',
    ]);
    expect(res[0]!.events.at(-1)!.message).toBe('Shipment - Delivery Unsuccessful: Address Incomplete');
    expect(res[1]!.status).toBe('picked_up');

    tx.advance(one, 'Shipment - Delivered');
    tx.advance(one, 'Charges - Deducted');
    const [after] = await a.track([one]);
    expect(after).toMatchObject({ status: 'delivered', courierStatus: 'Shipment - Delivered' });
    expect(after!.events.at(-1)!.code).toBe('Charges - Deducted');
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
    expect(traxStatus('Charges - Deducted')).toBeNull();
    expect(traxStatus('Shipment - Something New')).toBeNull();
  });

  it('cancels; a repeated cancel is done; a parcel already picked up is refused with its status', async () => {
    const a = adapter();
    const { trackingNumber: cn } = await a.book(booking('SD-TRX-CANCEL'));
    await a.cancel!(cn);
    expect(parcelOf(cn).cancelled).toBe(true);
    // trax.md §7: the second cancel answers "Shipment's Status has already been changed".
    await a.cancel!(cn);
    expect(lastBody('/api/shipment/cancel')).toEqual({ tracking_number: cn });

    const { trackingNumber: picked } = await a.book(booking('SD-TRX-CANCEL2'));
    tx.advance(picked, 'Shipment - Rider Picked');
    const late = await errorOf(a.cancel!(picked));
    expect(late?.kind).toBe('rejected');
    expect(late?.message).toContain('Shipment - Rider Picked');
    expect(parcelOf(picked).cancelled).toBe(false);

    const err = await errorOf(a.cancel!('999999999999'));
    expect(err?.kind).toBe('rejected');
    expect(err?.message).toContain('Given Tracking Number is of Invalid ID.');
  });

  it('prints an airway bill as a PDF, or keeps the JPG Trax sends instead; one at a time', async () => {
    const a = adapter();
    const { trackingNumber: one } = await a.book(booking('SD-TRX-LS1'));
    const { trackingNumber: two } = await a.book(booking('SD-TRX-LS2'));
    const awb = await a.airwayBill!([one]);
    expect(awb.toString()).toBe(`%PDF-1.4 Trax airway bill ${one}`);
    expect(tx.hits.at(-1)!.query.get('type')).toBe('1');
    tx.labelsAsImage = true;
    try {
      const jpg = await a.airwayBill!([one]);
      expect([...jpg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(jpg.toString('latin1')).toContain(`airway bill ${one}`);
    } finally {
      tx.labelsAsImage = false;
    }
    expect(await kindOf(a.airwayBill!([one, two]))).toBe('rejected');
    const awbErr = await errorOf(a.airwayBill!(['999999999999']));
    expect(awbErr?.message).toContain('Given Tracking Number is of Invalid ID.');
    tx.advance(two, 'Shipment - Rider Picked');
    expect((await errorOf(a.airwayBill!([two])))?.message).toContain('Already Received');
  });

  it('makes a receiving sheet as the load sheet and keeps its PDF', async () => {
    const a = adapter();
    const { trackingNumber: one } = await a.book(booking('SD-TRX-RS1'));
    const { trackingNumber: two } = await a.book(booking('SD-TRX-RS2'));
    const sheet = await a.loadSheet!([one, two], { courierAddressCode: '3012' });
    expect(tx.receivingSheets.get(Number(sheet.sheetId))).toEqual([one, two]);
    expect(sheet.pdf?.toString()).toBe(`%PDF-1.4 Trax receiving sheet ${one},${two}`);
    const bad = await errorOf(a.loadSheet!(['999999999999'], { courierAddressCode: null }));
    expect(bad?.kind).toBe('rejected');
    expect(bad?.message).toContain('Given Tracking Number is of Invalid ID.');
  });

  it('reads payments per tracking number from shipment/payments: payment id, date, COD less charges and GST', async () => {
    const a = adapter();
    const { trackingNumber: paid } = await a.book(booking('SD-TRX-PAY1'));
    const { trackingNumber: paid2 } = await a.book(booking('SD-TRX-PAY2', { codAmount: 100_000 }));
    const { trackingNumber: unpaid } = await a.book(booking('SD-TRX-PAY3'));
    tx.pay(paid, 5463, 250);
    tx.pay(paid2, 5463, 200);
    const before = tx.hits.length;
    const pays = await a.payments!({
      trackingNumbers: [paid, unpaid, paid2, '999999999999'],
      from: new Date(),
      to: new Date(),
    });
    const calls = tx.hits.slice(before);
    expect(calls.map((h) => h.path)).toEqual(Array(4).fill('/api/shipment/payments'));
    expect(calls.map((h) => [...h.query.keys()])).toEqual(Array(4).fill(['tracking_number']));
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

  it('saves a pickup address with its e-mail and returns its Trax id; refusals name the reason', async () => {
    const a = adapter();
    const input = {
      name: 'Warehouse',
      contactName: 'Bilal',
      phone: '03001234567',
      address: '45 Main Boulevard',
      city: 'Lahore',
      courierCityId: '203',
      courierCityName: 'Lahore',
      email: 'bilal@lawnhouse.pk',
    };
    const { code } = await a.createPickupAddress!(input);
    expect(lastBody('/api/pickup_address/add')).toEqual({
      person_of_contact: 'Bilal',
      phone_number: '03001234567',
      email_address: 'bilal@lawnhouse.pk',
      address: '45 Main Boulevard',
      city_id: 203,
    });
    expect(tx.pickupAddresses.find((x) => String(x.id) === code)).toMatchObject({ city_id: 203 });
    const hits = tx.hits.length;
    expect(await kindOf(a.createPickupAddress!({ ...input, courierCityId: null }))).toBe('rejected');
    const noMail = await errorOf(a.createPickupAddress!({ ...input, email: null }));
    expect(noMail?.kind).toBe('rejected');
    expect(noMail?.message).toContain('e-mail');
    expect(tx.hits.length).toBe(hits);
    const err = await errorOf(a.createPickupAddress!({ ...input, courierCityId: '101' }));
    expect(err?.message).toContain('Pickup is not allowed for City ID #101');
  });
});

/**
 * Answers written down from Sonic's published answer shapes (docs/couriers/trax.md §5.3, §6, §9,
 * §2), read by the adapter's own readers: the fake is not the only source of truth.
 */
describe('Trax answers as documented', () => {
  const history = [
    {
      date_time: '05/04/2022 09:02 AM',
      timestamp: 1649131320,
      status: 'Shipment - Booked',
      status_reason: null,
    },
    {
      date_time: '05/04/2022 12:44 PM',
      timestamp: 1649144640,
      status: 'Shipment - Rider Picked',
      status_reason: null,
    },
    {
      date_time: '06/04/2022 10:15 AM',
      timestamp: 1649222100,
      status: 'Shipment - Delivery Unsuccessful',
      status_reason: 'Consignee Not Available',
    },
    {
      date_time: '06/04/2022 02:30 PM',
      timestamp: 1649237400,
      status: 'Charges - Deducted',
      status_reason: null,
    },
  ];
  const TRACK = {
    status: 0,
    message: 'Tracking of Shipment #202202000123',
    details: {
      tracking_number: '202202000123',
      order_id: 'SD-1001-1',
      shipper: { name: 'Lahore Lawn House', account_number: 4321, email: 'shop@lawnhouse.pk' },
      pickup: { origin: 'Lahore', person_of_contact: 'Bilal', phone_number: '0321-1234567' },
      consignee: {
        name: 'Ayesha Khan',
        phone_number_1: '0300-1234567',
        phone_number_2: null,
        destination: 'Karachi',
        address: 'House 12, Street 4, Gulshan-e-Iqbal Block 5',
      },
      order_information: {
        items: [{ order_id: 'SD-1001-1', product_type: 'Other', description: 'Lawn suit', quantity: 2 }],
        weight: 0.75,
        shipping_mode: 'Rush',
        amount: 3500,
        instructions: null,
      },
      tracking_history: history,
    },
  };
  const expected = {
    trackingNumber: '202202000123',
    status: 'attempted',
    courierStatus: 'Shipment - Delivery Unsuccessful',
    events: [
      {
        at: new Date('2022-04-05T04:02:00Z'),
        code: 'Shipment - Booked',
        message: 'Shipment - Booked',
        location: null,
      },
      {
        at: new Date('2022-04-05T07:44:00Z'),
        code: 'Shipment - Rider Picked',
        message: 'Shipment - Rider Picked',
        location: null,
      },
      {
        at: new Date('2022-04-06T05:15:00Z'),
        code: 'Shipment - Delivery Unsuccessful',
        message: 'Shipment - Delivery Unsuccessful: Consignee Not Available',
        location: null,
      },
      {
        at: new Date('2022-04-06T09:30:00Z'),
        code: 'Charges - Deducted',
        message: 'Charges - Deducted',
        location: null,
      },
    ],
  };

  it('reads a tracking answer in either order, and from date_time alone (Pakistan time)', () => {
    expect(traxTrackResult(TRACK, '202202000123')).toEqual(expected);
    const newestFirst = { ...TRACK, details: { ...TRACK.details, tracking_history: [...history].reverse() } };
    expect(traxTrackResult(newestFirst, '202202000123')).toEqual(expected);
    const noTimestamps = {
      ...TRACK,
      details: { ...TRACK.details, tracking_history: history.map(({ timestamp: _t, ...h }) => h) },
    };
    expect(traxTrackResult(noTimestamps, '202202000123')).toEqual(expected);
    const refused = {
      status: 1,
      message: 'Error(s) in Input',
      errors: { tracking_number: ['Given Tracking Number is of Invalid ID.'] },
    };
    expect(traxTrackResult(refused, '202202000999')).toBeNull();
  });

  it('reads the tracking number of a booking answer under either key', () => {
    expect(
      traxBookedNumber({ status: 0, message: 'Shipment has been Booked!', tracking_number: 202202000123 }),
    ).toBe('202202000123');
    expect(
      traxBookedNumber({
        status: 0,
        message: 'Shipment has been Booked!',
        'tracking number': '202202000124',
      }),
    ).toBe('202202000124');
    expect(traxBookedNumber({ status: 1, message: 'Error(s) in Input', errors: {} })).toBe('');
  });

  it('reads a payments answer', () => {
    const answer = {
      status: 0,
      message: 'Payment(s) of Shipment #202202000123',
      charges: { weight_charges: '250.00', cash_handling_charges: '35.00' },
      current_payment_status: 'Payment - Processed',
      payments: [
        {
          id: 930,
          datetime: '2022-04-20 13:04:58',
          type: 0,
          amount: 3500,
          charges: '285.00',
          gst: '37.05',
          payable: '3177.95',
        },
      ],
    };
    expect(traxPayments(answer, '202202000123')).toEqual([
      {
        reference: '930',
        paidOn: new Date('2022-04-20T08:04:58Z'),
        line: { trackingNumber: '202202000123', amount: 317_795, codAmount: 350_000, charges: 32_205 },
      },
    ]);
    expect(traxPayments({ status: 1, message: 'No Payments' }, '202202000123')).toEqual([]);
  });

  it('words a validation refusal with its field messages', () => {
    expect(
      traxRefusal({
        status: 1,
        message: 'Error(s) in Input',
        errors: {
          special_instructions: ['Special Instructions is Optional but cannot be Empty if Present.'],
          estimated_weight: ['The Estimated Weight must be between 0.1 and 100000.'],
        },
      }),
    ).toBe(
      'Error(s) in Input: Special Instructions is Optional but cannot be Empty if Present.; The Estimated Weight must be between 0.1 and 100000.',
    );
  });
});

describe('Trax pickup address sync (shippers)', () => {
  it('registers a pickup address with the account owner’s e-mail when the address has none', async () => {
    const t = await createTestApp(
      {},
      { courierRuntime: { baseUrls: { trax: tx.url }, timeoutMs: 2_000, sleep: async () => {} } },
    );
    try {
      const owner = await signup(t.app);
      const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
        t.app.inject({ method, url: `/api${url}`, headers: owner.headers, payload });
      const acct = await call('POST', '/v1/courier', {
        courier: 'trax',
        name: 'Trax',
        credentials: { apiKey: tx.apiKey },
      });
      expect(acct.json().data).toMatchObject({ lastTestOk: true });
      const body = {
        name: 'Main warehouse',
        contactName: 'Bilal Ahmed',
        phone: '03211234567',
        address: '45 Main Boulevard, Gulberg III',
        city: 'Lahore',
      };
      const res = await call('POST', '/v1/shippers', body);
      expect(res.statusCode).toBe(201);
      const code = res.json().data.courierCodes[0];
      expect(code).toMatchObject({ error: null });
      expect(lastBody('/api/pickup_address/add')).toMatchObject({
        email_address: owner.email,
        city_id: 203,
      });
      // The address's own e-mail wins.
      const own = await call('POST', '/v1/shippers', { ...body, name: 'Shop', email: 'shop@lawnhouse.pk' });
      expect(own.json().data.courierCodes[0]).toMatchObject({ error: null });
      expect(lastBody('/api/pickup_address/add')).toMatchObject({ email_address: 'shop@lawnhouse.pk' });
    } finally {
      await t.close();
    }
  });
});
