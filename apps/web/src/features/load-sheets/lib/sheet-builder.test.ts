import { describe, expect, it } from 'vitest';
import type { CourierAccount } from '@sauda/contracts/couriers.ts';
import {
  accountLabel,
  addParcel,
  addParcels,
  codeProblem,
  defaultShipperId,
  filterParcels,
  findByCode,
  formatWeight,
  initialAccountId,
  makesOwnSheet,
  normaliseCode,
  parcelIssues,
  removeParcels,
  sheetAccounts,
  sheetTotals,
  type SheetParcel,
} from './sheet-builder.ts';

function parcel(id: string, over: Partial<SheetParcel> = {}): SheetParcel {
  return {
    _id: id,
    orderId: `o-${id}`,
    orderName: `#${id}`,
    trackingNumber: `TRK${id}`,
    reference: `SD-${id}`,
    codAmount: 150_000,
    weightGrams: 500,
    pieces: 1,
    consignee: { name: 'Ayesha Khan', phone: '03001234567', city: 'Lahore', address: 'House 1' },
    courierName: 'PostEx',
    ...over,
  };
}

type Account = Pick<CourierAccount, '_id' | 'courier' | 'enabled' | 'name' | 'courierName'>;
const account = (id: string, courier: Account['courier'], enabled = true): Account => ({
  _id: id,
  courier,
  enabled,
  name: id,
  courierName: courier,
});

describe('scanned codes', () => {
  it('drops spaces a scanner may add', () => {
    expect(normaliseCode('  TRK 1001\n')).toBe('TRK1001');
    expect(normaliseCode('   ')).toBe('');
  });

  it('rejects empty and over-long codes', () => {
    expect(codeProblem('')).toBe('Scan or type a tracking number');
    expect(codeProblem('x'.repeat(65))).toMatch(/too long/);
    expect(codeProblem('TRK1001')).toBeNull();
  });

  it('finds a parcel on the sheet by tracking number or reference, any case', () => {
    const sheet = [parcel('1001'), parcel('1002', { trackingNumber: null })];
    expect(findByCode(sheet, 'trk1001')?._id).toBe('1001');
    expect(findByCode(sheet, ' TRK 1001 ')?._id).toBe('1001');
    expect(findByCode(sheet, 'sd-1002')?._id).toBe('1002');
    expect(findByCode(sheet, 'TRK9999')).toBeUndefined();
    expect(findByCode(sheet, '')).toBeUndefined();
  });
});

describe('building the sheet', () => {
  it('adds a parcel once', () => {
    const first = addParcel([], parcel('1'));
    expect(first.added).toBe(true);
    expect(first.parcels.map((p) => p._id)).toEqual(['1']);
    const again = addParcel(first.parcels, parcel('1'));
    expect(again.added).toBe(false);
    if (!again.added) expect(again.existing._id).toBe('1');
    expect(again.parcels).toBe(first.parcels);
  });

  it('adds many, skipping those already there (and repeats in the batch)', () => {
    const next = addParcels([parcel('1')], [parcel('2'), parcel('1'), parcel('3'), parcel('2')]);
    expect(next.map((p) => p._id)).toEqual(['1', '2', '3']);
  });

  it('removes by id', () => {
    expect(removeParcels([parcel('1'), parcel('2'), parcel('3')], ['1', '3']).map((p) => p._id)).toEqual([
      '2',
    ]);
  });

  it('totals count, COD and weight', () => {
    expect(sheetTotals([])).toEqual({ count: 0, cod: 0, weightGrams: 0 });
    expect(
      sheetTotals([
        parcel('1', { codAmount: 250_000, weightGrams: 750 }),
        parcel('2', { codAmount: 0, weightGrams: 1250 }),
        parcel('3', { codAmount: 99_950, weightGrams: 0 }),
      ]),
    ).toEqual({ count: 3, cod: 349_950, weightGrams: 2000 });
  });

  it('formats weights', () => {
    expect(formatWeight(750)).toBe('750 g');
    expect(formatWeight(2000)).toBe('2 kg');
    expect(formatWeight(1250)).toBe('1.25 kg');
    expect(formatWeight(0)).toBe('—');
  });

  it('filters the picker by order, tracking number, buyer or city', () => {
    const list = [
      parcel('1001', { consignee: { name: 'Ali Raza', phone: '', city: 'Karachi', address: '' } }),
      parcel('1002'),
    ];
    expect(filterParcels(list, '').length).toBe(2);
    expect(filterParcels(list, 'karachi').map((p) => p._id)).toEqual(['1001']);
    expect(filterParcels(list, '#1002').map((p) => p._id)).toEqual(['1002']);
    expect(filterParcels(list, 'trk1001').map((p) => p._id)).toEqual(['1001']);
    expect(filterParcels(list, 'ayesha lahore').map((p) => p._id)).toEqual(['1002']);
    expect(filterParcels(list, 'ayesha karachi')).toEqual([]);
  });

  it('maps shipmentIds.N errors onto the parcels', () => {
    expect(
      parcelIssues(
        [
          { field: 'shipmentIds.1', message: 'already on LS-1003' },
          { field: 'shipmentIds.9', message: 'out of range' },
          { field: 'courierId', message: 'Unknown courier' },
        ],
        ['a', 'b', 'c'],
      ),
    ).toEqual({ b: 'already on LS-1003' });
  });
});

describe('courier and pickup', () => {
  it('lists enabled accounts, API couriers before the manual one', () => {
    const list = [
      account('m', 'manual'),
      account('p', 'postex'),
      account('off', 'leopards', false),
      account('t', 'trax'),
    ];
    expect(sheetAccounts(list).map((a) => a._id)).toEqual(['p', 't', 'm']);
  });

  it('starts with the last used account, else the only one', () => {
    const list = [account('p', 'postex'), account('t', 'trax')];
    expect(initialAccountId(list, 't')).toBe('t');
    expect(initialAccountId(list, 'gone')).toBeUndefined();
    expect(initialAccountId([account('p', 'postex')], null)).toBe('p');
    expect(initialAccountId([], null)).toBeUndefined();
  });

  it('labels accounts by their name and courier', () => {
    expect(accountLabel({ name: 'PostEx Lahore', courierName: 'PostEx' })).toBe('PostEx Lahore (PostEx)');
    expect(accountLabel({ name: 'PostEx', courierName: 'PostEx' })).toBe('PostEx');
  });

  it('preselects the default pickup address', () => {
    expect(
      defaultShipperId([
        { _id: 'a', isDefault: false },
        { _id: 'b', isDefault: true },
      ]),
    ).toBe('b');
    expect(defaultShipperId([{ _id: 'a', isDefault: false }])).toBe('a');
    expect(defaultShipperId([])).toBeUndefined();
  });

  it('knows which couriers make their own sheet', () => {
    expect(makesOwnSheet('postex')).toBe(true);
    expect(makesOwnSheet('manual')).toBe(false);
    expect(makesOwnSheet('tcs')).toBe(false);
  });
});
