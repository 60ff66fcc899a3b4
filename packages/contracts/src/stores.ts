import { z } from 'zod';
import { text } from './common.ts';

export const STORE_PLATFORMS = ['shopify', 'sauda'] as const;
export const storePlatformSchema = z.enum(STORE_PLATFORMS);

export const storeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  platform: storePlatformSchema,
  createdAt: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

export const createStoreBodySchema = z.strictObject({
  name: text(1, 80),
  platform: storePlatformSchema,
});
export const renameStoreBodySchema = z.strictObject({ name: text(1, 80) });
