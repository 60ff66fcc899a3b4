import { describe, expect, it } from 'vitest';
import { waNumber } from './whatsapp.client.ts';

describe('waNumber', () => {
  it('gives WhatsApp the international digits however the buyer typed the number', () => {
    expect(waNumber('03001234567')).toBe('923001234567');
    expect(waNumber('0300-1234567')).toBe('923001234567');
    expect(waNumber('0321 4567890')).toBe('923214567890');
    expect(waNumber('+92 300 1234567')).toBe('923001234567');
    expect(waNumber('923001234567')).toBe('923001234567');
  });
});
