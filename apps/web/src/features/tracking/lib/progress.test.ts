import { describe, expect, it } from 'vitest';
import { PARCEL_STATUSES } from '@sauda/contracts/couriers.ts';
import { railFor } from './progress.ts';

const states = (status: Parameters<typeof railFor>[0]) => railFor(status).steps.map((s) => s.state);
const labels = (status: Parameters<typeof railFor>[0]) => railFor(status).steps.map((s) => s.label);

describe('progress rail', () => {
  it('walks the forward path', () => {
    expect(labels('booked')).toEqual(['Booked', 'Picked up', 'In transit', 'Out for delivery', 'Delivered']);
    expect(states('booked')).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(states('picked_up')).toEqual(['done', 'current', 'upcoming', 'upcoming', 'upcoming']);
    expect(states('in_transit')).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming']);
    expect(states('out_for_delivery')).toEqual(['done', 'done', 'done', 'current', 'upcoming']);
    expect(railFor('out_for_delivery').tone).toBe('active');
  });

  it('finishes on delivered', () => {
    const rail = railFor('delivered');
    expect(rail.steps.every((s) => s.state === 'done')).toBe(true);
    expect(rail.current).toBe(4);
    expect(rail.tone).toBe('delivered');
  });

  it('marks a failed attempt on the out-for-delivery step', () => {
    const rail = railFor('attempted');
    expect(rail.tone).toBe('warning');
    expect(rail.current).toBe(3);
    expect(rail.steps[3]).toEqual({ key: 'out_for_delivery', label: 'Delivery attempted', state: 'current' });
  });

  it('shows the way back for returns', () => {
    expect(labels('returning')).toEqual(['Booked', 'Picked up', 'In transit', 'Returning', 'Returned']);
    expect(states('returning')).toEqual(['done', 'done', 'done', 'current', 'upcoming']);
    expect(railFor('returning').tone).toBe('returned');
    expect(states('returned')).toEqual(['done', 'done', 'done', 'done', 'done']);
  });

  it('has no rail for a cancelled booking', () => {
    expect(railFor('cancelled')).toMatchObject({ steps: [], current: -1, tone: 'cancelled' });
  });

  it('names the destination while in transit', () => {
    expect(railFor('in_transit', 'Multan').note).toBe('Your parcel is on its way to Multan.');
    expect(railFor('in_transit', '').note).toBe('Your parcel is on its way.');
  });

  it('covers every parcel status with a note', () => {
    for (const s of PARCEL_STATUSES) expect(railFor(s).note.length).toBeGreaterThan(0);
  });
});
