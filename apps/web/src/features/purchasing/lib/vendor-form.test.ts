import { describe, expect, it } from 'vitest';
import { emptyVendorValues, safeReturnTo, toVendorBody } from './vendor-form.ts';

describe('toVendorBody', () => {
  it('normalises the phone and turns empty fields into null', () => {
    const r = toVendorBody({
      ...emptyVendorValues(),
      name: ' Lahore Fabrics ',
      phone: '+92 300 1234567',
      email: 'A@B.PK',
    });
    expect(r).toEqual({
      ok: true,
      body: {
        name: 'Lahore Fabrics',
        contactName: null,
        phone: '03001234567',
        email: 'a@b.pk',
        address: null,
        city: null,
        notes: null,
      },
    });
  });
  it('reports each bad field', () => {
    const r = toVendorBody({ ...emptyVendorValues(), phone: '12345', email: 'nope' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.name).toBe('Required');
      expect(r.errors.phone).toMatch(/Pakistani phone/);
      expect(r.errors.email).toBe('Enter a valid e-mail address');
    }
  });
});

describe('safeReturnTo', () => {
  it('follows app paths only', () => {
    expect(safeReturnTo('/products/1/edit')).toBe('/products/1/edit');
    expect(safeReturnTo('//evil.com')).toBe('/vendors');
    expect(safeReturnTo('https://evil.com')).toBe('/vendors');
    expect(safeReturnTo(null)).toBe('/vendors');
  });
});
