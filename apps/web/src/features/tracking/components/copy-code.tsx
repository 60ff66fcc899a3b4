import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Check, Copy } from 'lucide-react';
import { writeClipboard } from '../../../lib/clipboard.ts';

/** The tracking number in large monospace with a copy button (product-rules §8 toast wording). */
export function CopyCode({ value }: { value: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <span className="inline-flex max-w-full items-center gap-1">
      <span className="truncate font-mono text-base font-semibold text-ink" data-testid="tracking-number">
        {value}
      </span>
      <button
        type="button"
        aria-label="Copy tracking number"
        title="Copy tracking number"
        onClick={() => {
          writeClipboard(value).then(
            () => {
              setCopied(true);
              toast.success('Copied to clipboard!');
              clearTimeout(timer.current);
              timer.current = setTimeout(() => setCopied(false), 1500);
            },
            () => toast.error('Failed to copy!'),
          );
        }}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {copied ? <Check className="size-5 text-emerald-600" /> : <Copy className="size-5" />}
      </button>
    </span>
  );
}
