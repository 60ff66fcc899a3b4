import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorCodeOf } from './errors.ts';

describe('error codes', () => {
  it('are one list: each once, upper snake case', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const c of ERROR_CODES) expect(c).toMatch(/^[A-Z][A-Z0-9_]+$/);
  });
  it('a client reads only ours (the retired VALIDATION is not one)', () => {
    expect(errorCodeOf('VALIDATION_ERROR')).toBe('VALIDATION_ERROR');
    expect(errorCodeOf('VALIDATION')).toBeUndefined();
    expect(errorCodeOf(42)).toBeUndefined();
  });
});
