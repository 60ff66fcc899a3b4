import { describe, expect, it } from 'vitest';
import { canCancel, canPrintLabel, canRetry, formatWeight, manualMoves, parcelBadge } from './display.ts';

describe('parcel display', () => {
  it('formats weights', () => {
    expect(formatWeight(750)).toBe('750 g');
    expect(formatWeight(1250)).toBe('1.25 kg');
    expect(formatWeight(2000)).toBe('2 kg');
    expect(formatWeight(0)).toBe('—');
    expect(formatWeight(null)).toBe('—');
  });

  it('badges the booking state, then the journey', () => {
    expect(parcelBadge({ state: 'failed', status: null })).toEqual({ label: 'Booking failed', tone: 'red' });
    expect(parcelBadge({ state: 'unknown', status: null })).toEqual({ label: 'Unconfirmed', tone: 'yellow' });
    expect(parcelBadge({ state: 'booking', status: null }).label).toBe('Booking…');
    expect(parcelBadge({ state: 'booked', status: null })).toEqual({ label: 'Booked', tone: 'brand' });
    expect(parcelBadge({ state: 'booked', status: 'in_transit' })).toEqual({
      label: 'In transit',
      tone: 'blue',
    });
    expect(parcelBadge({ state: 'booked', status: 'delivered' }).tone).toBe('green');
  });

  it('offers the actions that can work', () => {
    const booked = { state: 'booked' as const, status: 'booked' as const, courier: 'postex' as const };
    expect(canPrintLabel(booked)).toBe(true);
    expect(canCancel(booked)).toBe(true);
    expect(canCancel({ ...booked, status: 'picked_up' })).toBe(false);
    expect(canCancel({ ...booked, state: 'failed' })).toBe(false);
    expect(canRetry({ state: 'unknown' })).toBe(true);
    expect(canRetry(booked)).toBe(false);
  });

  it('moves manual parcels by hand only', () => {
    expect(manualMoves({ state: 'booked', status: 'in_transit', courier: 'manual' })).toEqual([
      'delivered',
      'returned',
    ]);
    expect(manualMoves({ state: 'booked', status: 'delivered', courier: 'manual' })).toEqual([]);
    expect(manualMoves({ state: 'booked', status: 'in_transit', courier: 'tcs' })).toEqual([]);
  });
});
