import { describe, expect, it } from 'vitest';
import {
  adjustFieldFor,
  parseAdjustQuantity,
  previewAvailable,
  signed,
  toAdjustmentBody,
} from './adjustment.ts';

describe('adjust quantity', () => {
  it('parses signed deltas and counts', () => {
    expect(parseAdjustQuantity('+3', 'delta')).toBe(3);
    expect(parseAdjustQuantity('-2', 'delta')).toBe(-2);
    expect(parseAdjustQuantity('-2', 'set')).toBeNull();
    expect(parseAdjustQuantity('1.5', 'delta')).toBeNull();
    expect(parseAdjustQuantity('0', 'set')).toBe(0);
    expect(parseAdjustQuantity('2000000', 'set')).toBeNull();
  });
  it('previews the available count', () => {
    expect(previewAvailable(10, { mode: 'delta', quantity: '-4' })).toBe(6);
    expect(previewAvailable(10, { mode: 'set', quantity: '3' })).toBe(3);
    expect(previewAvailable(10, { mode: 'set', quantity: '' })).toBeNull();
  });
});

describe('toAdjustmentBody', () => {
  const target = { variantId: 'v1', locationId: 'l1' };
  it('builds a delta body', () => {
    expect(
      toAdjustmentBody({ mode: 'delta', quantity: '-2', reason: 'damaged', note: ' torn ' }, target),
    ).toEqual({
      ok: true,
      body: { variantId: 'v1', locationId: 'l1', delta: -2, reason: 'damaged', note: 'torn' },
    });
  });
  it('builds a set body without location or note', () => {
    expect(
      toAdjustmentBody({ mode: 'set', quantity: '0', reason: 'count', note: '' }, { variantId: 'v1' }),
    ).toEqual({
      ok: true,
      body: { variantId: 'v1', setTo: 0, reason: 'count' },
    });
  });
  it('reports each missing or wrong field', () => {
    const r = toAdjustmentBody({ mode: 'delta', quantity: '0', reason: '', note: '' }, target);
    expect(r).toEqual({
      ok: false,
      errors: { quantity: 'Enter a change other than 0', reason: 'Choose a reason' },
    });
    const r2 = toAdjustmentBody({ mode: 'set', quantity: '', reason: 'count', note: '' }, target);
    expect(r2.ok).toBe(false);
  });
  it('maps API fields and formats signs', () => {
    expect(adjustFieldFor('setTo')).toBe('quantity');
    expect(adjustFieldFor('variantId')).toBeNull();
    expect(signed(3)).toBe('+3');
    expect(signed(-1200)).toBe('−1,200');
    expect(signed(0)).toBe('0');
  });
});
