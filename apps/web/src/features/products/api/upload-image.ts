import type { ProductImage } from '@sauda/contracts/products.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';

/** POST /v1/products/images: the raw file as the body (the server checks its bytes: JPEG/PNG/WebP/GIF ≤ 5 MiB). */
export async function uploadProductImage(file: File): Promise<ProductImage> {
  return (await api.upload<DataEnvelope<ProductImage>>('/v1/products/images', file, file.type)).data;
}
