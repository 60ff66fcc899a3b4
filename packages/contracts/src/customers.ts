import { z } from 'zod';
import { cappedPageMetaSchema, updateBody } from './common.ts';

export const customerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  city: z.string().nullable(),
  /** Where their latest order went (to prefill a new order). */
  lastAddress: z
    .object({ address: z.string(), city: z.string(), province: z.string().nullable() })
    .nullable(),
  notes: z.string().nullable(),
  blocked: z.boolean(),
  ordersCount: z.number().int(),
  totalSpent: z.number().int(),
  deliveredCount: z.number().int(),
  returnedCount: z.number().int(),
  cancelledCount: z.number().int(),
  lastOrderAt: z.string().nullable(),
  createdAt: z.string(),
  warning: z.string().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

export const listCustomersQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  search: z.string().trim().max(100).optional(),
  blocked: z.enum(['true', 'false']).optional(),
  sort: z.enum(['-lastOrderAt', '-ordersCount', '-totalSpent', 'name']).default('-lastOrderAt'),
});

/** Past COUNT_CAP the total is a lower bound (`totalCapped`: "1,000+"). */
export const customerListSchema = z.object({ data: z.array(customerSchema), meta: cappedPageMetaSchema });

export const updateCustomerBodySchema = updateBody({
  name: z.string().trim().min(1).max(120).optional(),
  notes: z.string().trim().max(2000).optional(),
  blocked: z.boolean().optional(),
});

/** A buyer who refused (returned) this share of delivered+returned orders gets a warning. */
export const HIGH_REFUSAL_RATE = 0.3;
export const HIGH_REFUSAL_MIN_ORDERS = 3;
