import { describe, expect, it } from 'vitest';
import { COURIER_CODES, COURIERS } from '@sauda/contracts/couriers.ts';
import {
  capabilitySummary,
  connectionState,
  courierNote,
  defaultAccountName,
  environmentBadge,
  MANUAL_NOTE,
  PICKER_ORDER,
  pickerOrder,
  surveyCouriers,
} from './catalogue.ts';

describe('capabilitySummary', () => {
  it('names what the API supports, in a fixed order', () => {
    expect(capabilitySummary(COURIERS.mnp)).toBe('Shipper advice · Payments · Cancel bookings');
    expect(capabilitySummary(COURIERS.postex)).toBe(
      'Load sheets · Airway bills · Shipper advice · Payments · Pickup addresses · Cancel bookings',
    );
  });
  it('falls back to booking and tracking when nothing else is supported', () => {
    const bare = {
      ...COURIERS.tcs,
      capabilities: { ...COURIERS.tcs.capabilities, cancel: false, payments: false },
    };
    expect(capabilitySummary(bare)).toBe('Booking and tracking');
  });
});

describe('courierNote', () => {
  it('describes the manual courier instead of its capabilities', () => {
    expect(courierNote('manual')).toBe(MANUAL_NOTE);
  });
  it('marks the sandbox as a practice courier', () => {
    expect(courierNote('sandbox')).toMatch(/^Practice courier · Load sheets/);
  });
});

describe('PICKER_ORDER', () => {
  it('lists every courier once', () => {
    expect([...PICKER_ORDER].sort()).toEqual([...COURIER_CODES].sort());
  });
});

describe('defaultAccountName', () => {
  it('uses the courier name, numbered when taken', () => {
    expect(defaultAccountName('postex', [])).toBe('PostEx');
    expect(defaultAccountName('postex', [{ name: 'postex' }, { name: 'PostEx 2' }])).toBe('PostEx 3');
    expect(defaultAccountName('sandbox', [])).toBe('Sandbox courier');
  });
});

describe('environmentBadge', () => {
  it('tells sandbox, manual, staging and production apart', () => {
    expect(environmentBadge({ courier: 'sandbox', environment: 'production' }).label).toBe('Sandbox');
    expect(environmentBadge({ courier: 'manual', environment: 'production' }).label).toBe('No API');
    expect(environmentBadge({ courier: 'trax', environment: 'staging' })).toEqual({
      tone: 'yellow',
      label: 'Staging',
    });
    expect(environmentBadge({ courier: 'trax', environment: 'production' }).label).toBe('Production');
  });
});

describe('connectionState', () => {
  it('is connected, failed with the message, or untested', () => {
    expect(connectionState({ lastTestOk: true, lastTestMessage: 'Connected to PostEx' })).toEqual({
      state: 'ok',
      label: 'Connected',
    });
    expect(connectionState({ lastTestOk: false, lastTestMessage: 'Invalid token' })).toEqual({
      state: 'failed',
      label: 'Invalid token',
    });
    expect(connectionState({ lastTestOk: false, lastTestMessage: ' ' }).label).toBe('Could not connect');
    expect(connectionState({ lastTestOk: null, lastTestMessage: null }).state).toBe('untested');
  });
});

describe('the couriers named in the questionnaire', () => {
  it('become the couriers Sauda connects, in picker order; the others are left out', () => {
    expect(surveyCouriers(['TCS', 'Rider', 'PostEx', 'None yet'])).toEqual(['postex', 'tcs']);
    expect(surveyCouriers(['M&P', 'Leopards', 'Trax'])).toEqual(['leopards', 'trax', 'mnp']);
    expect(surveyCouriers(undefined)).toEqual([]);
  });
  it('come first in the picker, each once', () => {
    const order = pickerOrder(['tcs', 'leopards']);
    expect(order.slice(0, 2)).toEqual(['tcs', 'leopards']);
    expect(new Set(order).size).toBe(order.length);
    expect(order).toHaveLength(pickerOrder([]).length);
  });
});
