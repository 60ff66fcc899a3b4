import { ImageOff } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** A small square product image, or a neutral placeholder. */
export function Thumb({ url, alt, className }: { url: string | null; alt: string; className?: string }) {
  return url ? (
    <img
      src={url}
      alt={alt}
      loading="lazy"
      className={cn('size-10 shrink-0 rounded-md border border-line bg-slate-50 object-cover', className)}
    />
  ) : (
    <span
      aria-hidden
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-md border border-line bg-slate-50 text-slate-300',
        className,
      )}
    >
      <ImageOff className="size-4" />
    </span>
  );
}
