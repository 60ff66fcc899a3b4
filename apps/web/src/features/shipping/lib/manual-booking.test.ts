import { describe, expect, it } from 'vitest';
import { emptyManualValues, MANUAL_REFERENCE, toManualBookingBody } from './manual-booking.ts';

const filled = () => ({
  ...emptyManualValues('sh-1'),
  orderId: 'o1',
  storeId: 's1',
  trackingCompany: ' Call Courier ',
});

describe('manual booking form', () => {
  it('builds the body, leaving out empty optional fields', () => {
    expect(toManualBookingBody(filled())).toEqual({
      ok: true,
      body: {
        orderId: 'o1',
        storeId: 's1',
        trackingCompany: 'Call Courier',
        shipmentType: 'overnight',
        shipperId: 'sh-1',
      },
    });
    const r = toManualBookingBody({
      ...filled(),
      trackingNumber: ' CC123456 ',
      weightGrams: '750',
      shipperId: '',
    });
    expect(r).toEqual({
      ok: true,
      body: {
        orderId: 'o1',
        storeId: 's1',
        trackingCompany: 'Call Courier',
        shipmentType: 'overnight',
        trackingNumber: 'CC123456',
        weightGrams: 750,
      },
    });
  });

  it('names each problem on its field', () => {
    const r = toManualBookingBody({ ...emptyManualValues(), trackingNumber: 'ab', weightGrams: '1.5' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      orderId: 'Choose the order you booked',
      trackingCompany: 'Required',
      trackingNumber: 'Enter at least 4 characters',
      weightGrams: 'Enter the weight in grams, from 1 to 100000',
    });
  });

  it('recognises Sauda references (product-rules §5)', () => {
    expect(MANUAL_REFERENCE.test('MC0123456789')).toBe(true);
    expect(MANUAL_REFERENCE.test('MC123')).toBe(false);
  });
});
