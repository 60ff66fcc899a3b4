import { RefreshCw } from 'lucide-react';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { CourierSync } from '../../../lib/use-courier-sync.ts';

/** "Check for new advices": syncs every courier that reports advices, spinning until they answered. */
export function CheckAdvicesButton({
  sync,
  variant = 'outline',
  label = 'Check for new advices',
}: {
  sync: CourierSync;
  variant?: ButtonVariant;
  label?: string;
}) {
  const none = sync.targets.length === 0;
  return (
    <Button
      variant={variant}
      onClick={sync.start}
      disabled={none || sync.checking}
      aria-busy={sync.checking || undefined}
      title={none ? 'None of your enabled couriers reports shipper advice through its API' : undefined}
    >
      <RefreshCw className={cn(sync.checking && 'animate-spin')} />
      {sync.checking ? 'Checking…' : label}
    </Button>
  );
}
