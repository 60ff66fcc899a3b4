import { describe, expect, it } from 'vitest';
import { answerOutcome, commonActions, emptyAnswerValues, listNames, toAnswerBody } from './answer.ts';

describe('bulk actions', () => {
  it('offers only what every selected courier accepts', () => {
    expect(commonActions([])).toEqual([]);
    expect(commonActions([{ actions: ['hold', 'reattempt', 'return'] }])).toEqual([
      'reattempt',
      'return',
      'hold',
    ]);
    expect(
      commonActions([{ actions: ['reattempt', 'return', 'hold'] }, { actions: ['return', 'reattempt'] }]),
    ).toEqual(['reattempt', 'return']);
    expect(commonActions([{ actions: ['hold'] }, { actions: ['return'] }])).toEqual([]);
  });
});

describe('answer body', () => {
  const v = emptyAnswerValues();

  it('sends the remarks, and a corrected address only for one re-attempt', () => {
    expect(toAnswerBody(['a'], 'return', { ...v, remarks: '  wrong size ' })).toEqual({
      ok: true,
      body: { ids: ['a'], action: 'return', remarks: 'wrong size' },
    });
    const corrected = {
      ...v,
      addressMode: 'corrected' as const,
      address: 'House 5, Street 2',
      phone: '+923001234567',
    };
    expect(toAnswerBody(['a'], 'reattempt', corrected)).toEqual({
      ok: true,
      body: {
        ids: ['a'],
        action: 'reattempt',
        remarks: '',
        address: 'House 5, Street 2',
        phone: '03001234567',
      },
    });
    // Bulk and hold never carry an address.
    expect(toAnswerBody(['a', 'b'], 'reattempt', corrected)).toMatchObject({
      ok: true,
      body: { ids: ['a', 'b'] },
    });
    expect(toAnswerBody(['a'], 'hold', corrected)).toEqual({
      ok: true,
      body: { ids: ['a'], action: 'hold', remarks: '' },
    });
    expect(toAnswerBody(['a'], 'reattempt', { ...v, address: 'ignored' })).toEqual({
      ok: true,
      body: { ids: ['a'], action: 'reattempt', remarks: '' },
    });
  });

  it('names the fields that are wrong', () => {
    const bad = toAnswerBody(['a'], 'reattempt', {
      ...v,
      addressMode: 'corrected',
      address: '',
      phone: '12',
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors.address).toBe('Enter the corrected address');
      expect(bad.errors.phone).toMatch(/Pakistani phone/);
    }
    const short = toAnswerBody(['a'], 'reattempt', { ...v, addressMode: 'corrected', address: 'abc' });
    expect(short).toEqual({ ok: false, errors: { address: 'Enter at least 5 characters' } });
    const long = toAnswerBody(['a'], 'hold', { ...v, remarks: 'x'.repeat(301) });
    expect(long).toEqual({ ok: false, errors: { remarks: 'Use at most 300 characters' } });
  });
});

describe('answer outcome', () => {
  const advice = (id: string, orderName: string, courierName: string) => ({
    _id: id,
    parcel: {
      shipmentId: `s-${id}`,
      orderId: `o-${id}`,
      orderName,
      trackingNumber: null,
      courierId: 'c',
      courierName,
      courierStatus: null,
      codAmount: 0,
      consignee: { name: '', phone: '', address: '', city: '' },
    },
  });
  const list = [
    advice('1', '#1001', 'PostEx'),
    advice('2', '#1002', 'PostEx'),
    advice('3', '#1003', 'Leopards'),
  ];

  it('says where the answers went and which failed', () => {
    expect(answerOutcome({ answered: ['1', '2'], failed: [] }, list)).toEqual({
      text: 'Answered 2 — sent to PostEx',
      failures: [],
    });
    const mixed = answerOutcome(
      {
        answered: ['1', '3'],
        failed: [{ _id: '2', message: 'PostEx accepts a re-attempt or a return, not hold' }],
      },
      list,
    );
    expect(mixed.text).toBe('Answered 2 — sent to PostEx and Leopards');
    expect(mixed.failures).toEqual([
      {
        _id: '2',
        orderName: '#1002',
        courierName: 'PostEx',
        message: 'PostEx accepts a re-attempt or a return, not hold',
      },
    ]);
    expect(answerOutcome({ answered: [], failed: [{ _id: 'x', message: 'No' }] }, list)).toEqual({
      text: null,
      failures: [{ _id: 'x', orderName: 'A parcel', courierName: '', message: 'No' }],
    });
  });

  it('lists names', () => {
    expect(listNames([])).toBe('');
    expect(listNames(['A', 'A'])).toBe('A');
    expect(listNames(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
