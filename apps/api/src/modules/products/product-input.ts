import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import type { createProductBodySchema, variantInputSchema } from '@sauda/contracts/products.ts';
import { badRequest, type FieldError } from '../../lib/errors.ts';

export type ProductInput = z.output<typeof createProductBodySchema>;
export type VariantIn = z.output<typeof variantInputSchema>;

/** Rich text kept to a safe subset: no scripts, styles, event handlers or javascript: links. */
export function cleanDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'a',
      'h2',
      'h3',
      'h4',
      'blockquote',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    },
  }).trim();
}

export const variantTitle = (values: readonly string[]) => (values.length ? values.join(' / ') : 'Default');

/** Options and variants must agree: every variant names one value per option, no two alike. */
export function checkVariants(
  options: Array<{ name: string; values: string[] }>,
  variants: VariantIn[],
  imageIds: string[],
): void {
  const errors: FieldError[] = [];
  const names = new Set<string>();
  options.forEach((o, i) => {
    const key = o.name.toLowerCase();
    if (names.has(key))
      errors.push({ field: `options.${i}.name`, message: `Option "${o.name}" is listed twice` });
    names.add(key);
    const seen = new Set<string>();
    for (const v of o.values) {
      if (seen.has(v.toLowerCase()))
        errors.push({ field: `options.${i}.values`, message: `"${v}" is listed twice` });
      seen.add(v.toLowerCase());
    }
  });
  if (options.length === 0 && variants.length !== 1) {
    errors.push({ field: 'variants', message: 'A product without options has exactly one variant' });
  }
  const combos = new Set<string>();
  const skus = new Set<string>();
  variants.forEach((v, i) => {
    if (v.optionValues.length !== options.length) {
      errors.push({
        field: `variants.${i}.optionValues`,
        message: options.length
          ? `Choose one value for each of: ${options.map((o) => o.name).join(', ')}`
          : 'Must be empty',
      });
    } else {
      v.optionValues.forEach((value, j) => {
        if (!options[j]!.values.includes(value))
          errors.push({
            field: `variants.${i}.optionValues.${j}`,
            message: `"${value}" is not a value of ${options[j]!.name}`,
          });
      });
    }
    const combo = v.optionValues.join('\u0000').toLowerCase();
    if (combos.has(combo))
      errors.push({
        field: `variants.${i}.optionValues`,
        message: `${variantTitle(v.optionValues)} is listed twice`,
      });
    combos.add(combo);
    if (v.sku) {
      if (skus.has(v.sku.toLowerCase()))
        errors.push({ field: `variants.${i}.sku`, message: `SKU ${v.sku} is used twice` });
      skus.add(v.sku.toLowerCase());
    }
    if (v.imageId && !imageIds.includes(v.imageId))
      errors.push({ field: `variants.${i}.imageId`, message: 'Choose one of this product’s images' });
    if (v.compareAtPrice != null && v.compareAtPrice > 0 && v.compareAtPrice < v.price)
      errors.push({
        field: `variants.${i}.compareAtPrice`,
        message: 'Compare-at price should be higher than the price',
      });
  });
  if (new Set(imageIds).size !== imageIds.length)
    errors.push({ field: 'imageIds', message: 'An image is listed twice' });
  if (errors.length)
    throw badRequest('VALIDATION_ERROR', `${errors[0]!.field}: ${errors[0]!.message}`, errors);
}

export const toBasisPoints = (percent: number | null | undefined) =>
  percent === null || percent === undefined || percent === 0 ? null : Math.round(percent * 100);
export const fromBasisPoints = (bp: number | null) => (bp === null ? null : bp / 100);
