import { describe, expect, it } from 'vitest';
import { failureKind, trackingLookup, trackingPath } from './lookup.ts';

describe('tracking lookup', () => {
  it('opens the page of a tracking number', () => {
    expect(trackingLookup(' 2241 0120 035678 ')).toEqual({ ok: true, path: '/tracking/22410120035678' });
    expect(trackingLookup('LE-752.1')).toEqual({ ok: true, path: '/tracking/LE-752.1' });
  });

  it('says what is wrong with the text', () => {
    expect(trackingLookup('   ')).toEqual({ ok: false, error: 'Enter your tracking number' });
    expect(trackingLookup('abc')).toMatchObject({ ok: false, error: expect.stringMatching(/at least 4/) });
    expect(trackingLookup('x'.repeat(65))).toMatchObject({ ok: false });
    expect(trackingLookup('abc/../def')).toMatchObject({ ok: false });
  });

  it('encodes ids in the path', () => {
    expect(trackingPath('a b')).toBe('/tracking/a%20b');
  });

  it('tells not found, rate limited, offline and other failures apart', () => {
    expect(failureKind(404)).toBe('not_found');
    expect(failureKind(400)).toBe('not_found');
    expect(failureKind(429)).toBe('rate_limited');
    expect(failureKind(0)).toBe('offline');
    expect(failureKind(500)).toBe('error');
    expect(failureKind(null)).toBe('error');
  });
});
