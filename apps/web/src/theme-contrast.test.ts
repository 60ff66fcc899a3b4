import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { controlClasses } from './components/ui/field.tsx';
import { sf } from './features/storefront/components/styles.ts';

/**
 * Issue 25 (WCAG 2.1 AA): the theme's secondary text and control edges keep their contrast. A token
 * change in index.css below 4.5:1 (text, 1.4.3) or 3:1 (a control's boundary, 1.4.11) fails here.
 */
const css = readFileSync(new URL('./index.css', import.meta.url), 'utf8');

function token(name: string): string {
  const m = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(css);
  if (!m?.[1]) throw new Error(`--color-${name} is not a #rrggbb colour in index.css`);
  return m[1];
}

/** WCAG 2.1 relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE = '#ffffff';
const SLATE_100 = '#f1f5f9'; // table heads, pills and tinted panels carry muted text too

describe('contrast ratio', () => {
  it('matches the WCAG definition', () => {
    expect(contrast('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrast(WHITE, WHITE)).toBe(1);
    // The measurements of the old colours.
    expect(contrast('#64748b', '#f6f7f9')).toBeCloseTo(4.43, 1);
    expect(contrast('#e2e8f0', WHITE)).toBeCloseTo(1.23, 2);
  });
});

describe('theme tokens (index.css)', () => {
  const backgrounds = { white: WHITE, canvas: token('canvas'), 'slate-100': SLATE_100 };

  it.each(Object.entries(backgrounds))('muted text is at least 4.5:1 on %s', (_, bg) => {
    expect(contrast(token('muted'), bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['white', WHITE],
    ['canvas', token('canvas')],
  ])('the control border is at least 3:1 against %s', (_, bg) => {
    expect(contrast(token('line-strong'), bg)).toBeGreaterThanOrEqual(3);
  });

  it('muted text still reads as secondary: lighter than the body text', () => {
    expect(luminance(token('muted'))).toBeGreaterThan(luminance(token('ink')));
    expect(contrast(token('muted'), WHITE)).toBeLessThan(7);
  });
});

describe('controls use the passing tokens', () => {
  it.each([
    ['back office', controlClasses],
    ['storefront', sf.input],
  ])('%s inputs: strong border, muted placeholder', (_, classes) => {
    const list = classes.split(/\s+/);
    expect(list).toContain('border-line-strong');
    expect(list).toContain('placeholder:text-muted');
    expect(list.filter((c) => /(^|:)text-(slate|gray)-[1-4]00$/.test(c))).toEqual([]);
  });
});
