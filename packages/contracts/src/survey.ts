import { z } from 'zod';
import { text } from './common.ts';

export const SELL_CATEGORIES = [
  'Clothing & fashion',
  'Shoes & bags',
  'Beauty & personal care',
  'Electronics & accessories',
  'Home & kitchen',
  'Health & wellness',
  'Kids & toys',
  'Food & grocery',
  'Jewellery & watches',
  'Other',
] as const;
export const MONTHLY_ORDER_BANDS = ['0', '1-100', '101-500', '501-2000', '2001-10000', '10000+'] as const;
export const SURVEY_COURIERS = [
  'PostEx',
  'Leopards',
  'Trax',
  'M&P',
  'TCS',
  'Call Courier',
  'BlueEx',
  'Rider',
  'None yet',
] as const;
export const SALES_PLATFORMS = [
  'Shopify',
  'WooCommerce',
  'Daraz',
  'Facebook / Instagram',
  'WhatsApp',
  'Own website',
  'None yet',
] as const;

const nonEmptyUnique = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z
    .array(z.enum(values))
    .min(1, `Choose at least one ${field}`)
    .max(values.length)
    .refine((a) => new Set(a).size === a.length, `Each ${field} can be chosen once`)
    .meta({ uniqueItems: true });

export const surveyBodySchema = z.strictObject({
  currentlySelling: z.boolean(),
  businessName: text(1, 120),
  city: text(1, 80),
  whatYouSell: nonEmptyUnique(SELL_CATEGORIES, 'category'),
  monthlyOrders: z.enum(MONTHLY_ORDER_BANDS),
  couriers: nonEmptyUnique(SURVEY_COURIERS, 'courier'),
  salesPlatforms: nonEmptyUnique(SALES_PLATFORMS, 'sales platform'),
});
export type SurveyBody = z.infer<typeof surveyBodySchema>;

export const surveySchema = surveyBodySchema.extend({
  _id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Survey = z.infer<typeof surveySchema>;
