import { describe, expect, it } from 'vitest';
import {
  applyChoice,
  applyToSelected,
  defaultChoice,
  defaultShipperId,
  effectiveChoice,
  invalidFieldsFromDetails,
  missingFieldsMessage,
  problemsToInvalid,
  toBookingRow,
  validateBookingRows,
} from './booking-rows.ts';

const accounts = [
  { _id: 'acc-postex', courier: 'postex' as const, enabled: true },
  { _id: 'acc-tcs', courier: 'tcs' as const, enabled: true },
  { _id: 'acc-off', courier: 'leopards' as const, enabled: false },
];
const shippers = [
  { _id: 'sh-1', isDefault: false },
  { _id: 'sh-2', isDefault: true },
];
const row = (id: string, suggested: string | null = null) => ({
  _id: id,
  name: `#${id}`,
  storeId: 'store-1',
  suggestion: { courierId: suggested },
});

describe('defaults', () => {
  it('prefers the default pickup address, else the first', () => {
    expect(defaultShipperId(shippers)).toBe('sh-2');
    expect(defaultShipperId([{ _id: 'a', isDefault: false }])).toBe('a');
    expect(defaultShipperId([])).toBeUndefined();
  });

  it('preselects the suggested enabled courier with its first service level', () => {
    expect(defaultChoice(row('1', 'acc-tcs'), accounts, shippers)).toEqual({
      courierId: 'acc-tcs',
      shipmentType: 'O',
      shipperId: 'sh-2',
    });
  });

  it('ignores a suggestion for a disabled account; leaves the choice open with several couriers', () => {
    expect(defaultChoice(row('1', 'acc-off'), accounts, shippers).courierId).toBeUndefined();
    expect(defaultChoice(row('1'), accounts, shippers)).toEqual({
      courierId: undefined,
      shipmentType: undefined,
      shipperId: 'sh-2',
    });
  });

  it('uses the only enabled courier when there is one', () => {
    const one = [accounts[0]!, accounts[2]!];
    expect(defaultChoice(row('1'), one, shippers)).toMatchObject({
      courierId: 'acc-postex',
      shipmentType: 'Normal',
    });
  });
});

describe('changes', () => {
  it('a new courier brings its first service level', () => {
    const cur = { courierId: 'acc-postex', shipmentType: 'Reverse', shipperId: 'sh-1' };
    expect(applyChoice(cur, { courierId: 'acc-tcs' }, accounts)).toEqual({
      courierId: 'acc-tcs',
      shipmentType: 'O',
      shipperId: 'sh-1',
    });
  });

  it('keeps a service level named with the courier, and refuses one the courier lacks', () => {
    const cur = { courierId: 'acc-postex', shipmentType: 'Normal' };
    expect(applyChoice(cur, { courierId: 'acc-tcs', shipmentType: 'OLE' }, accounts).shipmentType).toBe(
      'OLE',
    );
    expect(applyChoice(cur, { shipmentType: 'OLE' }, accounts).shipmentType).toBe('Normal');
    expect(applyChoice(cur, { shipmentType: 'Reverse' }, accounts).shipmentType).toBe('Reverse');
  });

  it('applies to the selected rows only, on top of their defaults', () => {
    const rows = [row('1', 'acc-tcs'), row('2'), row('3')];
    const next = applyToSelected(
      { '3': { shipperId: 'sh-1' } },
      rows,
      new Set(['1', '2']),
      { courierId: 'acc-postex' },
      accounts,
      shippers,
    );
    expect(next['1']).toEqual({ courierId: 'acc-postex', shipmentType: 'Normal', shipperId: 'sh-2' });
    expect(next['2']).toEqual({ courierId: 'acc-postex', shipmentType: 'Normal', shipperId: 'sh-2' });
    expect(next['3']).toEqual({ shipperId: 'sh-1' });
    expect(effectiveChoice(rows[2]!, next, accounts, shippers)).toEqual({
      courierId: undefined,
      shipmentType: undefined,
      shipperId: 'sh-1',
    });
  });
});

describe('validation', () => {
  it('says exactly what the API says (product-rules §5)', () => {
    expect(missingFieldsMessage('#1001', ['courierId', 'shipperId'])).toBe(
      'Missing fields in "#1001": courierId, shipperId',
    );
  });

  it('lists every row lacking a field, fields in the contract order', () => {
    const problems = validateBookingRows([
      { name: '#1', row: toBookingRow(row('1'), { courierId: 'a', shipmentType: 'x', shipperId: 's' }) },
      { name: '#2', row: toBookingRow(row('2'), { shipmentType: 'x' }) },
      { name: '#3', row: { orderId: '3', courierId: 'a', shipperId: 's', shipmentType: '' } },
    ]);
    expect(problems).toEqual([
      {
        index: 1,
        orderId: '2',
        fields: ['courierId', 'shipperId'],
        message: 'Missing fields in "#2": courierId, shipperId',
      },
      {
        index: 2,
        orderId: '3',
        fields: ['storeId', 'shipmentType'],
        message: 'Missing fields in "#3": storeId, shipmentType',
      },
    ]);
    expect(problemsToInvalid(problems)).toEqual({
      '2': ['courierId', 'shipperId'],
      '3': ['storeId', 'shipmentType'],
    });
  });

  it('maps the API details onto rows', () => {
    expect(
      invalidFieldsFromDetails(
        [
          { field: 'orders.1.courierId', message: 'x' },
          { field: 'orders.1.courierId', message: 'x' },
          { field: 'orders.1.shipperId', message: 'x' },
          { field: 'orders.9.courierId', message: 'x' },
          { field: 'orders', message: 'x' },
          { field: 'orders.0.weird', message: 'x' },
        ],
        ['a', 'b'],
      ),
    ).toEqual({ b: ['courierId', 'shipperId'] });
  });
});
