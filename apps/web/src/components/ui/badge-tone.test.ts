import { describe, expect, it } from 'vitest';
import { statusTone } from './badge-tone.ts';

describe('statusTone (product-rules §4 badge colours)', () => {
  it('maps the four known statuses and greys everything else', () => {
    expect(statusTone('open')).toBe('green');
    expect(statusTone('Processing')).toBe('blue');
    expect(statusTone('Pending')).toBe('yellow');
    expect(statusTone('Cancelled')).toBe('red');
    expect(statusTone('Delivered')).toBe('grey');
    expect(statusTone(undefined)).toBe('grey');
  });
});
