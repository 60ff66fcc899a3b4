import { describe, expect, it } from 'vitest';
import { CONFIRMATION_TEMPLATES } from '@sauda/contracts/orders.ts';
import { confirmationMessage, fillTemplate, waLink, waPhone } from './whatsapp.ts';

describe('waPhone', () => {
  it('turns Pakistani numbers into wa.me form', () => {
    expect(waPhone('03001234567')).toBe('923001234567');
    expect(waPhone('+92 300 1234567')).toBe('923001234567');
    expect(waPhone('923001234567')).toBe('923001234567');
    expect(waPhone('0300-1234567')).toBe('923001234567');
  });
  it('refuses anything else', () => {
    expect(waPhone('12345')).toBeNull();
    expect(waPhone('')).toBeNull();
    expect(waPhone('+44 7700 900123')).toBeNull();
  });
});

describe('fillTemplate', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(fillTemplate('Hi {name}, {x}', { name: 'Ali' })).toBe('Hi Ali, {x}');
    expect(fillTemplate('{a}{a}', { a: '1' })).toBe('11');
  });
  it('does not treat $ sequences in values specially', () => {
    expect(fillTemplate('{t}', { t: 'Rs $& 5' })).toBe('Rs $& 5');
  });
});

describe('confirmationMessage and waLink', () => {
  const input = {
    name: 'Ayesha Khan',
    order: '#1001',
    store: 'Ayesha Closet',
    total: 'Rs 2,500',
    link: 'https://sauda.pk/order-confirmation?token=abc',
  };
  it('fills every placeholder of both templates', () => {
    for (const lang of ['en', 'ur'] as const) {
      const text = confirmationMessage(lang, input);
      expect(text).not.toMatch(/\{\w+\}/);
      expect(text).toContain('Ayesha!');
      expect(text).toContain('#1001');
      expect(text).toContain(input.link);
      expect(CONFIRMATION_TEMPLATES[lang]).toContain('{link}');
    }
  });
  it('builds an encoded wa.me link', () => {
    const link = waLink('03001234567', 'Total Rs 2,500 & more?');
    expect(link).toBe('https://wa.me/923001234567?text=Total%20Rs%202%2C500%20%26%20more%3F');
    expect(waLink('123', 'x')).toBeNull();
    const full = waLink('03001234567', confirmationMessage('en', input));
    expect(decodeURIComponent(new URL(full ?? '').searchParams.get('text') ?? '')).toContain('token=abc');
  });
});
