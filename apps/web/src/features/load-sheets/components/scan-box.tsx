import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { AlertCircle, CheckCircle2, Info, ScanBarcode } from 'lucide-react';
import type { Shipment } from '@sauda/contracts/couriers.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { controlClasses } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatPKR } from '../../../lib/format.ts';
import { scanParcel } from '../api/scan.ts';
import { codeProblem, normaliseCode, type SheetParcel } from '../lib/sheet-builder.ts';

type Message = { tone: 'ok' | 'warn' | 'error'; text: string };

const TONES: Record<Message['tone'], string> = {
  ok: 'text-emerald-700',
  warn: 'text-amber-800',
  error: 'text-red-700',
};

const FLASH_MS = 700;

/**
 * The scan field: a barcode scanner types the code and presses Enter. Each code is looked up
 * while the next one can already be scanned; the field is cleared at once and keeps the focus.
 * Esc clears it.
 */
export function ScanBox({
  courierId,
  courierName,
  onScanned,
  existing,
}: {
  courierId: string | undefined;
  courierName: string | undefined;
  /** Adds the parcel to the sheet; false when it is there already. */
  onScanned: (parcel: Shipment) => boolean;
  /** The sheet's parcel with this code, if any (checked before asking the API). */
  existing: (code: string) => SheetParcel | undefined;
}) {
  const input = useRef<HTMLInputElement>(null);
  const inFlight = useRef(new Set<string>());
  const flashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(0);
  const [message, setMessage] = useState<Message | null>(null);
  const [flash, setFlash] = useState(false);
  const disabled = !courierId;
  // Another courier is another sheet: the last scan's message no longer applies.
  const [seenCourier, setSeenCourier] = useState(courierId);
  if (seenCourier !== courierId) {
    setSeenCourier(courierId);
    setMessage(null);
  }
  // A lookup that ends after the courier changed belongs to the old sheet: drop it.
  const currentCourier = useRef(courierId);
  useEffect(() => {
    currentCourier.current = courierId;
  }, [courierId]);

  // A chosen courier means scanning can start: put the cursor in the field.
  useEffect(() => {
    if (courierId) input.current?.focus();
  }, [courierId]);
  useEffect(() => () => clearTimeout(flashTimer.current), []);

  function flashOk() {
    setFlash(true);
    clearTimeout(flashTimer.current);
    flashTimer.current = setTimeout(() => setFlash(false), FLASH_MS);
  }

  function scan(raw: string) {
    const code = normaliseCode(raw);
    setText('');
    const problem = codeProblem(code);
    if (problem || !courierId) {
      setMessage({ tone: 'error', text: problem ?? 'Choose a courier first' });
      return;
    }
    const onSheet = existing(code);
    if (onSheet) {
      setMessage({ tone: 'warn', text: `${onSheet.orderName} (${code}) is already added` });
      return;
    }
    const key = code.toUpperCase();
    if (inFlight.current.has(key)) {
      setMessage({ tone: 'warn', text: `${code} is already being added` });
      return;
    }
    inFlight.current.add(key);
    setBusy((n) => n + 1);
    scanParcel(code, courierId)
      .then((parcel) => {
        if (currentCourier.current !== courierId) return;
        if (onScanned(parcel)) {
          setMessage({
            tone: 'ok',
            text: `Added ${parcel.orderName} · ${formatPKR(parcel.codAmount)} · ${parcel.consignee.city}`,
          });
          flashOk();
        } else {
          setMessage({ tone: 'warn', text: `${parcel.orderName} (${code}) is already added` });
        }
      })
      .catch((error: unknown) => {
        if (currentCourier.current !== courierId) return;
        setMessage({ tone: 'error', text: errorMessage(error, `Could not look up ${code}`) });
      })
      .finally(() => {
        inFlight.current.delete(key);
        setBusy((n) => n - 1);
        input.current?.focus();
      });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    scan(text);
  }

  function keyDown(e: KeyboardEvent<HTMLInputElement>) {
    // A scanner types fast and presses Enter at once: read the field itself, not the last render.
    if (e.key === 'Enter') {
      e.preventDefault();
      // A stray Enter from the scanner on an empty field is not worth an error.
      if (normaliseCode(e.currentTarget.value)) scan(e.currentTarget.value);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setText('');
      setMessage(null);
    }
  }

  const Icon = message?.tone === 'ok' ? CheckCircle2 : message?.tone === 'warn' ? Info : AlertCircle;
  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <label htmlFor="sheet-scan" className="text-sm font-medium text-slate-700">
        Scan or type a tracking number
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <ScanBarcode
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3.5 size-6 -translate-y-1/2 text-slate-400"
          />
          <input
            ref={input}
            id="sheet-scan"
            type="text"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={keyDown}
            disabled={disabled}
            placeholder={disabled ? 'Choose a courier first' : 'Scan or type a tracking number'}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="go"
            aria-describedby="sheet-scan-status"
            aria-invalid={message?.tone === 'error' || undefined}
            className={cn(
              controlClasses,
              'h-14 pr-10 pl-12 font-mono text-lg tracking-wide transition-shadow',
              flash &&
                'border-emerald-500 ring-4 ring-emerald-500/30 focus:border-emerald-500 focus:ring-emerald-500/30',
            )}
          />
          {busy > 0 ? (
            <Spinner
              label="Looking up"
              className="absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-brand-700"
            />
          ) : null}
        </div>
        <button type="submit" disabled={disabled} className={buttonClasses('primary', 'lg', 'h-14')}>
          Add
        </button>
      </div>
      <p
        id="sheet-scan-status"
        aria-live="polite"
        role={message?.tone === 'error' ? 'alert' : undefined}
        className={cn(
          'flex min-h-5 items-start gap-1.5 text-sm',
          message ? TONES[message.tone] : 'text-muted',
        )}
      >
        {message ? (
          <>
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{message.text}</span>
          </>
        ) : disabled ? (
          'Choose the courier account above, then scan its parcels.'
        ) : (
          `Scan ${courierName ?? 'the courier'}’s airway bills one after another. Esc clears the field.`
        )}
      </p>
    </form>
  );
}
