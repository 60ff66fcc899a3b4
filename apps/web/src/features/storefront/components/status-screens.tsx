import type { ReactNode } from 'react';
import { PackageX, WifiOff } from 'lucide-react';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { sf } from './styles.ts';

export function Notice({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <div className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-7">
        {icon}
      </div>
      <h1 className="text-xl font-semibold text-ink">{title}</h1>
      {text ? <p className="mt-2 text-sm text-muted">{text}</p> : null}
      {action ? <div className="mt-6 flex flex-col items-center gap-3">{action}</div> : null}
    </div>
  );
}

export function NotAvailable({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return <Notice icon={<PackageX aria-hidden />} title={title} text={text} action={action} />;
}

/** A failed load (network, server): say so and offer a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Notice
      icon={<WifiOff aria-hidden />}
      title="We couldn’t load this page"
      text={message}
      action={
        <button type="button" className={sf.primary} onClick={onRetry}>
          Try again
        </button>
      }
    />
  );
}

export function ProductSkeleton() {
  return (
    <div className={`${sf.page} grid gap-6 md:grid-cols-2`} aria-busy="true" aria-label="Loading product">
      <Skeleton className="aspect-square w-full rounded-2xl" />
      <div className="space-y-4">
        <Skeleton className="h-7 w-4/5" />
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-11 w-2/3" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}

export function GridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
      aria-busy="true"
      aria-label="Loading products"
    >
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-2xl border border-line bg-white">
          <Skeleton className="aspect-square w-full rounded-none" />
          <div className="space-y-2 p-3">
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </li>
      ))}
    </ul>
  );
}
