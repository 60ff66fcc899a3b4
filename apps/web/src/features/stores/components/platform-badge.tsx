import type { Store } from '@sauda/contracts/stores.ts';
import { Badge } from '../../../components/ui/badge.tsx';

export function PlatformBadge({ platform }: { platform: Store['platform'] }) {
  return platform === 'shopify' ? <Badge tone="green">Shopify</Badge> : <Badge tone="brand">Sauda</Badge>;
}
