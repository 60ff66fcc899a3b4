import { Avatar as RadixAvatar } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import { initials } from '../../lib/format.ts';

/** product-rules §9: avatar sizes 32, 40, 48, 56 px. */
export type AvatarSize = 32 | 40 | 48 | 56;

const sizeClasses: Record<AvatarSize, string> = {
  32: 'size-8 text-xs',
  40: 'size-10 text-sm',
  48: 'size-12 text-base',
  56: 'size-14 text-lg',
};

export function Avatar({
  name,
  src,
  size = 40,
  className,
}: {
  name: string | null | undefined;
  src?: string | null | undefined;
  size?: AvatarSize;
  className?: string;
}) {
  return (
    <RadixAvatar.Root
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 align-middle font-semibold text-brand-800 ring-2 ring-white select-none',
        sizeClasses[size],
        className,
      )}
    >
      {src ? <RadixAvatar.Image src={src} alt={name ?? ''} className="size-full object-cover" /> : null}
      <RadixAvatar.Fallback delayMs={src ? 300 : 0}>{initials(name)}</RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
