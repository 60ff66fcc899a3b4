import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import type { Shipment } from '@sauda/contracts/couriers.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';

/** A compact row action: icon only on wide screens (name kept for screen readers), icon + text on phones. */
export function RowAction({
  label,
  text,
  icon,
  onClick,
  tone = 'default',
  busy = false,
  disabled = false,
}: {
  label: string;
  text: string;
  icon: ReactNode;
  onClick: () => void;
  tone?: 'default' | 'danger' | 'primary';
  busy?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cn(
        buttonClasses('outline', 'sm', 'gap-1.5 px-2.5 xl:size-8 xl:px-0'),
        tone === 'danger' && 'text-red-700 hover:bg-red-50',
        tone === 'primary' && 'text-brand-800 hover:bg-brand-50',
      )}
    >
      {busy ? <Spinner /> : icon}
      <span className="xl:sr-only">{text}</span>
    </button>
  );
}

export function TrackLink({ shipment }: { shipment: Pick<Shipment, 'trackingUrl' | 'orderName'> }) {
  if (!shipment.trackingUrl) return null;
  return (
    <a
      href={shipment.trackingUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Track ${shipment.orderName} (opens in a new tab)`}
      title="Public tracking page"
      className={buttonClasses('ghost', 'sm', 'gap-1.5 px-2.5 xl:size-8 xl:px-0')}
    >
      <ExternalLink />
      <span className="xl:sr-only">Track</span>
    </a>
  );
}
