import { ImageOff } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

const SIZES = { sm: 'size-8', md: 'size-10', lg: 'size-12', xl: 'size-16' } as const;
const PX = { sm: 32, md: 40, lg: 48, xl: 64 } as const;

/** A small square product image, or a neutral placeholder when there is none. */
export function Thumb({
  src,
  alt = '',
  size = 'md',
}: {
  src: string | null | undefined;
  alt?: string;
  size?: keyof typeof SIZES;
}) {
  return src ? (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      width={PX[size]}
      height={PX[size]}
      className={cn('shrink-0 rounded-lg border border-line bg-slate-50 object-cover', SIZES[size])}
    />
  ) : (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-lg border border-line bg-slate-50 text-slate-300',
        SIZES[size],
      )}
    >
      <ImageOff className="size-1/2 max-w-5" />
    </span>
  );
}
