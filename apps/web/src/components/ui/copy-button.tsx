import { useState } from 'react';
import toast from 'react-hot-toast';
import { Check, Copy } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { writeClipboard } from '../../lib/clipboard.ts';

/** A small icon button copying a tracking number (product-rules §8 wording for the toasts). */
export function CopyButton({ text, label, className }: { text: string; label: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => {
        writeClipboard(text).then(
          () => {
            setCopied(true);
            toast.success('Copied to clipboard!');
            setTimeout(() => setCopied(false), 1500);
          },
          () => toast.error('Failed to copy!'),
        );
      }}
      className={cn(
        'inline-flex size-7 shrink-0 items-center justify-center rounded-md text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      {copied ? <Check className="size-4 text-emerald-600" /> : <Copy className="size-4" />}
    </button>
  );
}

/** Tracking number in monospace with its copy button. */
export function TrackingNumber({ value, orderName }: { value: string | null; orderName: string }) {
  if (!value) return <span className="text-muted">—</span>;
  return (
    <span className="inline-flex items-center gap-1">
      <span className="font-mono text-sm text-ink">{value}</span>
      <CopyButton text={value} label={`Copy tracking number of ${orderName}`} />
    </span>
  );
}
