import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { clipboardTextOf } from '../lib/display.ts';
import { writeClipboard } from '../../../lib/clipboard.ts';
import { productQueryOptions } from './get-product.ts';

/**
 * product-rules §8: copy a product (title, plain-text description, cheapest discounted price) to the
 * clipboard; toast 'Copied to clipboard!' or 'Failed to copy!'.
 */
export function useCopyProduct() {
  const qc = useQueryClient();
  const [copying, setCopying] = useState<string | null>(null);

  async function copy(id: string) {
    setCopying(id);
    try {
      const product = await qc.fetchQuery(productQueryOptions(id));
      await writeClipboard(clipboardTextOf(product));
      toast.success('Copied to clipboard!');
    } catch {
      toast.error('Failed to copy!');
    } finally {
      setCopying(null);
    }
  }

  return { copy, copying };
}
