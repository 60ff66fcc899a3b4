import { RefreshCw } from 'lucide-react';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { CourierSync } from '../../../lib/use-courier-sync.ts';

/** "Fetch payments now": syncs every courier whose API reports payments, spinning until they answered. */
export function FetchPaymentsButton({
  sync,
  variant = 'outline',
}: {
  sync: CourierSync;
  variant?: ButtonVariant;
}) {
  const none = sync.targets.length === 0;
  return (
    <Button
      variant={variant}
      onClick={sync.start}
      disabled={none || sync.checking}
      aria-busy={sync.checking || undefined}
      title={
        none
          ? 'None of your enabled couriers reports payments through its API: import their payment file instead'
          : undefined
      }
    >
      <RefreshCw className={cn(sync.checking && 'animate-spin')} />
      {sync.checking ? 'Fetching…' : 'Fetch payments now'}
    </Button>
  );
}
