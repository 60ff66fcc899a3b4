import { describe, expect, it } from 'vitest';
import { shipperBodySchema, type Shipper } from '@sauda/contracts/couriers.ts';
import { emptyShipperValues, makeDefaultBody, shipperValuesOf, toShipperInput } from './shipper-form.ts';

const shipper: Shipper = {
  _id: 's1',
  name: 'Main warehouse',
  contactName: 'Bilal',
  phone: '03001234567',
  email: null,
  address: '12 Mall Road',
  city: 'Lahore',
  isDefault: false,
  courierCodes: [],
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('toShipperInput', () => {
  it('turns an empty e-mail into null and canonicalises the city', () => {
    const input = toShipperInput({
      ...emptyShipperValues(),
      name: 'Shop',
      contactName: 'Ayesha',
      phone: '+92 300 1234567',
      email: '  ',
      address: 'Plot 4, Gulberg',
      city: 'lhr',
    });
    expect(input.email).toBeNull();
    expect(input.city).toBe('Lahore');
    const parsed = shipperBodySchema.parse(input);
    expect(parsed.phone).toBe('03001234567');
  });
  it('lets the schema report a bad e-mail and a short address', () => {
    const r = shipperBodySchema.safeParse(
      toShipperInput({ ...shipperValuesOf(shipper), email: 'nope', address: 'abc' }),
    );
    expect(r.error?.issues.map((i) => i.path[0]).sort()).toEqual(['address', 'email']);
  });
});

describe('shipperValuesOf / makeDefaultBody', () => {
  it('round-trips an address and sets it as default', () => {
    expect(shipperValuesOf(shipper).email).toBe('');
    expect(makeDefaultBody(shipper)).toEqual({
      name: 'Main warehouse',
      contactName: 'Bilal',
      phone: '03001234567',
      email: null,
      address: '12 Mall Road',
      city: 'Lahore',
      isDefault: true,
    });
  });
});
