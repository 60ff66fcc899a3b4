import { describe, expect, it } from 'vitest';
import { followsSuggestion, percent, suggestionHint } from './suggestion.ts';

const base = { city: 'Multan', courierId: 'acc-1', deliveryRate: 0.916, parcels: 38, reason: '' };

describe('courier suggestion', () => {
  it('shows the API reason as is', () => {
    expect(suggestionHint({ ...base, reason: ' Best in Multan: 92% delivered of 38 ' })).toBe(
      'Best in Multan: 92% delivered of 38',
    );
  });

  it('builds a hint from the numbers without a reason', () => {
    expect(suggestionHint(base)).toBe('Best in Multan: 92% delivered of 38');
    expect(suggestionHint(base, 'PostEx')).toBe('PostEx is best in Multan: 92% delivered of 38');
  });

  it('says nothing without history', () => {
    expect(suggestionHint({ ...base, courierId: null })).toBeNull();
    expect(suggestionHint({ ...base, deliveryRate: null })).toBeNull();
    expect(suggestionHint({ ...base, parcels: 0 })).toBeNull();
  });

  it('formats rates and follows the chosen courier', () => {
    expect(percent(1.2)).toBe('100%');
    expect(percent(0.005)).toBe('1%');
    expect(followsSuggestion(base, 'acc-1')).toBe(true);
    expect(followsSuggestion(base, 'acc-2')).toBe(false);
    expect(followsSuggestion({ courierId: null }, undefined)).toBe(false);
  });
});
