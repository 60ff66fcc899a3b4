import { Switch as RadixSwitch } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

export function Switch({
  id,
  checked,
  onCheckedChange,
  disabled,
  className,
  'aria-describedby': describedBy,
}: {
  id?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
  'aria-describedby'?: string;
}) {
  return (
    <RadixSwitch.Root
      id={id}
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      aria-describedby={describedBy}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-200 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50 data-[state=checked]:bg-brand-600',
        className,
      )}
    >
      <RadixSwitch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
    </RadixSwitch.Root>
  );
}
