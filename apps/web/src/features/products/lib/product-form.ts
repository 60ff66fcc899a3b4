/**
 * The product form works on what the seller types (rupees, whole numbers as text) and turns it
 * into the contract body (integer paisa). DOM-free so it can be unit-tested.
 */
import type { z } from 'zod';
import {
  createProductBodySchema,
  htmlToText,
  parseDiscountInput,
  parseInventoryInput,
  type Product,
  type ProductImage,
  type ProductStatus,
} from '@sauda/contracts/products.ts';
import { paisaToRupeesInput, parseRupees } from '../../../lib/money.ts';
import { friendlyError } from '../../../lib/zod-messages.ts';
import { numberOf } from './numeric-input.ts';
import type { OptionDraft } from './variants.ts';

export type VariantFormValues = {
  /** Present for a saved variant (edit). */
  _id?: string;
  optionValues: string[];
  price: string;
  compareAtPrice: string;
  cost: string;
  sku: string;
  barcode: string;
  /** '' = no image. */
  imageId: string;
  /** product-rules §5 inventory text (0–100). */
  inventory: string;
  /** Stock when the form was loaded: an unchanged value is not sent (no adjustment). */
  initialInventory: number | null;
};

export type ProductFormValues = {
  title: string;
  descriptionHtml: string;
  status: ProductStatus;
  /** '' = none. */
  vendorId: string;
  categoryId: string;
  tags: string[];
  options: OptionDraft[];
  images: ProductImage[];
  variants: VariantFormValues[];
  /** product-rules §5 discount text (0–99). */
  discount: string;
  weightGrams: string;
  allowBackorder: boolean;
  lowStockThreshold: string;
};

export type ProductBody = z.output<typeof createProductBodySchema>;
export type FieldErrorMap = Record<string, string>;

export function newVariant(optionValues: string[], template?: VariantFormValues): VariantFormValues {
  return {
    optionValues,
    price: template?.price ?? '',
    compareAtPrice: template?.compareAtPrice ?? '',
    cost: template?.cost ?? '',
    sku: '',
    barcode: '',
    imageId: '',
    inventory: '',
    initialInventory: null,
  };
}

export function emptyProductValues(): ProductFormValues {
  return {
    title: '',
    descriptionHtml: '',
    status: 'active',
    vendorId: '',
    categoryId: '',
    tags: [],
    options: [],
    images: [],
    variants: [newVariant([])],
    discount: '',
    weightGrams: '',
    allowBackorder: false,
    lowStockThreshold: '5',
  };
}

const money = (paisa: number | null) => (paisa === null ? '' : paisaToRupeesInput(paisa));

export function productToFormValues(p: Product): ProductFormValues {
  return {
    title: p.title,
    descriptionHtml: p.descriptionHtml,
    status: p.status,
    vendorId: p.vendorId ?? '',
    categoryId: p.categoryId ?? '',
    tags: [...p.tags],
    options: p.options.map((o) => ({ name: o.name, values: [...o.values] })),
    images: [...p.images],
    variants: p.variants.map((v) => {
      const stock = Math.max(0, v.available);
      return {
        _id: v._id,
        optionValues: [...v.optionValues],
        price: money(v.price),
        compareAtPrice: money(v.compareAtPrice),
        cost: money(v.cost),
        sku: v.sku ?? '',
        barcode: v.barcode ?? '',
        imageId: v.imageId ?? '',
        inventory: String(stock),
        initialInventory: stock,
      };
    }),
    discount: p.discount === null ? '' : String(p.discount),
    weightGrams: String(p.weightGrams),
    allowBackorder: p.allowBackorder,
    lowStockThreshold: String(p.lowStockThreshold),
  };
}

/** Contract/API field path → form field name (`imageIds.2` → `images`, `variants[0].price` → `variants.0.price`). */
export function formFieldFor(path: string): string {
  const p = path
    .replace(/^body\./, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^\./, '');
  if (p.startsWith('imageIds')) return 'images';
  if (p.startsWith('tags')) return 'tags';
  const option = /^options\.(\d+)\.(name|values)/.exec(p);
  if (option) return `options.${option[1]}.${option[2]}`;
  if (p.startsWith('options')) return 'options';
  const variant = /^variants\.(\d+)\.(\w+)/.exec(p);
  if (variant) {
    const field = variant[2] ?? '';
    return ['optionValues', 'weightGrams', '_id'].includes(field)
      ? 'variants'
      : `variants.${variant[1]}.${field}`;
  }
  return p;
}

const WHOLE = /^\d{1,7}$/;

/** Form text → contract body, with one message per failing field (form field names). */
export function toProductBody(
  v: ProductFormValues,
): { ok: true; body: ProductBody } | { ok: false; errors: FieldErrorMap } {
  const errors: FieldErrorMap = {};

  const rupees = (field: string, text: string, required: boolean): number | null => {
    const parsed = parseRupees(text);
    if (!parsed) {
      if (required) errors[field] = 'Enter a price';
      return null;
    }
    if (!parsed.ok) {
      errors[field] = parsed.error;
      return null;
    }
    return parsed.paisa;
  };

  const options = v.options
    .map((o) => ({ name: o.name.trim(), values: o.values }))
    .filter((o) => o.name || o.values.length);
  options.forEach((o, i) => {
    if (!o.name) errors[`options.${i}.name`] = 'Name this option, e.g. Size';
    else if (options.findIndex((x) => x.name.toLowerCase() === o.name.toLowerCase()) !== i) {
      errors[`options.${i}.name`] = 'Each option needs a different name';
    }
    if (!o.values.length) errors[`options.${i}.values`] = 'Add at least one value';
  });

  const variants = v.variants.map((variant, i) => {
    const f = (name: string) => `variants.${i}.${name}`;
    const price = rupees(f('price'), variant.price, true);
    const compareAtPrice = rupees(f('compareAtPrice'), variant.compareAtPrice, false);
    const cost = rupees(f('cost'), variant.cost, false);
    // A saved variant's untouched stock (which may exceed the form's 100 cap) is not sent at all.
    const untouched =
      !!variant._id &&
      variant.initialInventory !== null &&
      variant.inventory.trim() === String(variant.initialInventory);
    const inventory = untouched ? null : numberOf(variant.inventory, parseInventoryInput);
    if (inventory !== null && !Number.isInteger(inventory)) errors[f('inventory')] = 'Enter a whole number';
    const sendInventory = inventory !== null;
    return {
      ...(variant._id ? { _id: variant._id } : {}),
      optionValues: variant.optionValues,
      sku: variant.sku.trim() || null,
      barcode: variant.barcode.trim() || null,
      price: price ?? 0,
      compareAtPrice,
      cost,
      imageId: variant.imageId || null,
      ...(sendInventory ? { inventory } : {}),
    };
  });

  const weight = v.weightGrams.trim();
  if (!WHOLE.test(weight) || Number(weight) < 1) {
    errors.weightGrams =
      weight && !WHOLE.test(weight) ? 'Enter whole grams, e.g. 500' : 'Enter the weight in grams';
  }
  const threshold = v.lowStockThreshold.trim();
  if (threshold && !WHOLE.test(threshold)) errors.lowStockThreshold = 'Enter a whole number';

  const candidate = {
    title: v.title,
    // An emptied editor leaves markup such as <p><br></p> behind.
    descriptionHtml: htmlToText(v.descriptionHtml) ? v.descriptionHtml : '',
    status: v.status,
    vendorId: v.vendorId || null,
    categoryId: v.categoryId || null,
    tags: v.tags,
    options,
    imageIds: v.images.map((img) => img.id),
    variants,
    discount: numberOf(v.discount, parseDiscountInput),
    weightGrams: Number(weight) || 0,
    allowBackorder: v.allowBackorder,
    lowStockThreshold: threshold ? Number(threshold) : 5,
  };
  const parsed = createProductBodySchema.safeParse(candidate, { error: friendlyError });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors[formFieldFor(issue.path.join('.'))] ??= issue.message;
    }
  }
  if (Object.keys(errors).length || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
