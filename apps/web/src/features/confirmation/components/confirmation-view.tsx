import { useState, type ReactNode } from 'react';
import { CheckCircle2, Languages, Link2, MapPin, PackageX, PartyPopper, XCircle } from 'lucide-react';
import { PROVINCES, type PublicOrder } from '@sauda/contracts/orders.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { controlClasses } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatPKR } from '../../../lib/format.ts';
import { readJson, writeJson } from '../../../lib/local-cache.ts';
import { usePublicOrder, useRespond } from '../api/public-order.ts';
import { COPY, type BuyerLanguage, type Copy } from './copy.ts';

const LANGUAGE_KEY = 'sauda:buyer-language';
/** Phones ship an Urdu face; prefer Naskh styles (compact) and fall back to the system font. */
const URDU_FONTS =
  "'Noto Naskh Arabic', 'Noto Sans Arabic', 'Noto Nastaliq Urdu', 'Jameel Noori Nastaleeq', Tahoma, system-ui, sans-serif";

function fill(text: string, values: Record<string, string>) {
  return text.replace(/\{(\w+)\}/g, (w, k: string) => values[k] ?? w);
}

function Shell({
  t,
  lang,
  onToggle,
  store,
  children,
}: {
  t: Copy;
  lang: BuyerLanguage;
  onToggle: () => void;
  store?: string;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-canvas" dir={lang === 'ur' ? 'rtl' : 'ltr'} lang={lang}>
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-14 max-w-lg items-center justify-between gap-3 px-4">
          <p className="truncate text-base font-semibold text-ink">{store ?? ''}</p>
          <button
            type="button"
            onClick={onToggle}
            className="inline-flex h-9 items-center gap-1.5 rounded-full border border-line px-3 text-sm font-medium text-slate-700 hover:bg-slate-50"
            lang={lang === 'en' ? 'ur' : 'en'}
          >
            <Languages className="size-4" /> {t.language}
          </button>
        </div>
      </header>
      <main
        className={cn('mx-auto max-w-lg px-4 py-6', lang === 'ur' && 'text-[15px] leading-7')}
        style={lang === 'ur' ? { fontFamily: URDU_FONTS } : undefined}
      >
        {children}
        <p className="mt-8 text-center text-xs text-muted">{t.poweredBy}</p>
      </main>
    </div>
  );
}

function Result({
  icon,
  title,
  text,
  tone,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  tone: 'green' | 'red' | 'grey';
}) {
  return (
    <div className="rounded-2xl border border-line bg-white p-6 text-center shadow-card" role="status">
      <div
        className={cn(
          'mx-auto flex size-14 items-center justify-center rounded-full [&_svg]:size-7',
          tone === 'green'
            ? 'bg-emerald-50 text-emerald-600'
            : tone === 'red'
              ? 'bg-red-50 text-red-700'
              : 'bg-slate-100 text-muted',
        )}
      >
        {icon}
      </div>
      <h1 className="mt-4 text-xl font-semibold text-ink">{title}</h1>
      <p className="mt-2 text-sm text-muted">{text}</p>
    </div>
  );
}

function OrderSummary({ order, t }: { order: PublicOrder; t: Copy }) {
  const p = order.pricing;
  const a = order.shippingAddress;
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-white shadow-card">
      <div className="flex items-baseline justify-between gap-3 border-b border-line px-4 py-3">
        <p className="font-semibold text-ink">
          {t.order} <span dir="ltr">{order.name}</span>
        </p>
        <p className="text-xs text-muted" dir="ltr">
          {formatDate(order.createdAt)}
        </p>
      </div>
      <ul className="divide-y divide-line" aria-label={t.items}>
        {order.lineItems.map((li, i) => (
          <li key={i} className="flex items-start justify-between gap-3 px-4 py-3 text-sm">
            <span className="text-ink">
              {li.title}{' '}
              <span className="text-muted" dir="ltr">
                × {li.quantity}
              </span>
            </span>
            <span className="shrink-0 font-medium tabular-nums" dir="ltr">
              {formatPKR(li.total)}
            </span>
          </li>
        ))}
      </ul>
      {/* The payment note follows the list: a <dl> holds only dt/dd groups (issue 25). */}
      <div className="space-y-1 border-t border-line px-4 py-3 text-sm">
        <dl className="space-y-1">
          <div className="flex justify-between">
            <dt className="text-muted">{t.subtotal}</dt>
            <dd dir="ltr" className="tabular-nums">
              {formatPKR(p.subtotal)}
            </dd>
          </div>
          {p.discount ? (
            <div className="flex justify-between">
              <dt className="text-muted">{t.discount}</dt>
              <dd dir="ltr" className="text-emerald-700 tabular-nums">
                −{formatPKR(p.discount)}
              </dd>
            </div>
          ) : null}
          <div className="flex justify-between">
            <dt className="text-muted">{t.delivery}</dt>
            <dd dir="ltr" className="tabular-nums">
              {p.shipping ? formatPKR(p.shipping) : order.deliveryToConfirm ? t.deliveryToConfirm : t.free}
            </dd>
          </div>
          <div className="flex justify-between border-t border-line pt-2 text-lg font-semibold text-ink">
            <dt>{t.total}</dt>
            <dd dir="ltr" className="tabular-nums" data-testid="public-total">
              {formatPKR(p.currentTotalPrice)}
            </dd>
          </div>
        </dl>
        <p className="pt-1 text-xs font-medium text-violet-700">
          {order.paymentMethod === 'COD' ? t.cod : t.prepaid}
        </p>
      </div>
      <div className="flex gap-2.5 border-t border-line bg-slate-50/70 px-4 py-3 text-sm">
        <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" />
        <div>
          <p className="text-xs font-medium text-muted">{t.deliverTo}</p>
          <p className="font-medium text-ink">{a.name}</p>
          <p className="text-slate-700">{a.address}</p>
          <p className="text-slate-700">
            {a.city}
            {a.province ? `, ${a.province}` : ''}
          </p>
          <p className="text-slate-700">
            {t.phone}: <span dir="ltr">{a.phoneMasked}</span>
          </p>
        </div>
      </div>
    </div>
  );
}

function AddressForm({
  order,
  t,
  pending,
  error,
  onSave,
  onBack,
}: {
  order: PublicOrder;
  t: Copy;
  pending: boolean;
  error: string | null;
  onSave: (v: { address: string; city: string; province: string }) => void;
  onBack: () => void;
}) {
  const [address, setAddress] = useState(order.shippingAddress.address);
  const [city, setCity] = useState(order.shippingAddress.city);
  const [province, setProvince] = useState(order.shippingAddress.province ?? '');
  return (
    <form
      className="space-y-4 rounded-2xl border border-line bg-white p-4 shadow-card"
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ address, city, province });
      }}
      aria-label={t.changeAddress}
    >
      <h2 className="text-base font-semibold text-ink">{t.changeAddress}</h2>
      <label className="block text-sm font-medium text-slate-700">
        {t.address}
        <textarea
          required
          minLength={5}
          maxLength={500}
          rows={3}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          className={cn(controlClasses, 'mt-1.5 py-2 text-base')}
        />
      </label>
      <label className="block text-sm font-medium text-slate-700">
        {t.city}
        <input
          required
          minLength={2}
          maxLength={80}
          value={city}
          onChange={(e) => setCity(e.target.value)}
          className={cn(controlClasses, 'mt-1.5 h-11 text-base')}
        />
      </label>
      <label className="block text-sm font-medium text-slate-700">
        {t.province}
        <select
          value={province}
          onChange={(e) => setProvince(e.target.value)}
          className={cn(controlClasses, 'mt-1.5 h-11 text-base')}
        >
          <option value="">—</option>
          {PROVINCES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-2">
        <Button type="submit" size="xl" loading={pending}>
          {t.saveAddress}
        </Button>
        <Button variant="ghost" size="lg" onClick={onBack} disabled={pending}>
          {t.back}
        </Button>
      </div>
    </form>
  );
}

/**
 * Right after a storefront checkout (issue 12 §1): the order number, what happens next, and the
 * link that follows the order (this page, without `placed`).
 */
function PlacedPanel({ order, t, token }: { order: PublicOrder; t: Copy; token: string }) {
  const link = `${window.location.origin}/order-confirmation?token=${encodeURIComponent(token)}`;
  const steps = [
    fill(t.nextConfirm, { store: order.storeName, phone: order.shippingAddress.phoneMasked }),
    t.nextCourier,
    t.nextPay,
  ];
  return (
    <section
      aria-labelledby="placed-title"
      className="overflow-hidden rounded-2xl border border-emerald-200 bg-white shadow-card"
    >
      <div className="bg-emerald-50 px-4 py-5 text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-white text-emerald-600 [&_svg]:size-6">
          <PartyPopper aria-hidden />
        </div>
        <h1 id="placed-title" className="mt-3 text-xl font-semibold text-ink">
          {t.placedTitle}
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          {t.placedNumber}{' '}
          <span dir="ltr" className="text-lg font-semibold text-ink" data-testid="placed-order-number">
            {order.name}
          </span>
        </p>
      </div>
      <div className="space-y-4 px-4 py-4">
        <div>
          <h2 className="text-sm font-semibold text-ink">{t.nextTitle}</h2>
          <ol className="mt-2 space-y-2 text-sm text-slate-700">
            {steps.map((text, i) => (
              <li key={i} className="flex gap-2.5">
                <span
                  aria-hidden
                  className="flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700"
                >
                  {i + 1}
                </span>
                <span>{text}</span>
              </li>
            ))}
          </ol>
        </div>
        <div className="rounded-xl border border-line bg-slate-50/70 px-3 py-3">
          <h2 className="flex items-center gap-1.5 text-sm font-semibold text-ink">
            <Link2 className="size-4 text-slate-400" aria-hidden /> {t.trackTitle}
          </h2>
          <p className="mt-1 text-xs text-muted">{t.trackText}</p>
          <div className="mt-2 flex items-center gap-1">
            <a
              href={link}
              dir="ltr"
              className="min-w-0 flex-1 truncate text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
              aria-label={`${t.trackTitle}: ${order.name}`}
            >
              {link}
            </a>
            <CopyButton text={link} label={t.copyLink} />
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * The buyer's public page (no sign-in): confirm, cancel or correct the address. With `placed`
 * (the storefront's checkout lands here), it opens with the order-placed panel.
 */
export function ConfirmationView({ token, placed = false }: { token: string; placed?: boolean }) {
  const [lang, setLang] = useState<BuyerLanguage>(() =>
    readJson<BuyerLanguage>(LANGUAGE_KEY) === 'ur' ? 'ur' : 'en',
  );
  const t = COPY[lang];
  const toggle = () => {
    const next = lang === 'en' ? 'ur' : 'en';
    setLang(next);
    writeJson(LANGUAGE_KEY, next);
  };
  const order = usePublicOrder(token);
  const respond = useRespond(token);
  const [mode, setMode] = useState<'view' | 'address'>('view');
  const [cancelOpen, setCancelOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function send(body: Parameters<typeof respond.mutate>[0], after?: () => void) {
    setError(null);
    respond.mutate(body, {
      onSuccess: () => after?.(),
      onError: (e) => {
        if (e instanceof ApiError && e.status === 409) {
          setCancelOpen(false);
          void order.refetch();
          return;
        }
        setError(e instanceof ApiError && e.status < 500 && e.message ? e.message : t.error);
      },
    });
  }

  if (!token || (order.isError && order.error instanceof ApiError && order.error.status === 404)) {
    return (
      <Shell t={t} lang={lang} onToggle={toggle}>
        <Result icon={<PackageX />} title={t.notFoundTitle} text={t.notFoundText} tone="grey" />
      </Shell>
    );
  }
  if (order.isPending) {
    return (
      <Shell t={t} lang={lang} onToggle={toggle}>
        <div aria-busy="true" className="space-y-4">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-64 rounded-2xl" />
          <Skeleton className="h-12 rounded-xl" />
        </div>
      </Shell>
    );
  }
  if (order.isError) {
    return (
      <Shell t={t} lang={lang} onToggle={toggle}>
        <div className="rounded-2xl border border-line bg-white p-6 text-center">
          <p role="alert" className="text-sm text-red-700">
            {t.error}
          </p>
          <Button variant="outline" className="mt-4" onClick={() => void order.refetch()}>
            {t.retry}
          </Button>
        </div>
      </Shell>
    );
  }

  const o = order.data;
  // Under the order-placed panel's heading, the confirmation's is the second level.
  const Heading = placed ? 'h2' : 'h1';
  const values = { store: o.storeName, total: formatPKR(o.pricing.currentTotalPrice) };

  let body: ReactNode;
  if (o.status === 'confirmed') {
    const a = o.shippingAddress;
    body = (
      <div className="space-y-4">
        <Result
          icon={<CheckCircle2 />}
          title={t.confirmedTitle}
          text={fill(t.confirmedText, values)}
          tone="green"
        />
        {notice ? (
          <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
            {notice}
          </p>
        ) : null}
        <div className="flex gap-2.5 rounded-2xl border border-line bg-white px-4 py-3 text-sm shadow-card">
          <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" />
          <div>
            <p className="text-xs font-medium text-muted">{t.deliverTo}</p>
            <p className="font-medium text-ink">{a.name}</p>
            <p className="text-slate-700">{a.address}</p>
            <p className="text-slate-700">
              {a.city}
              {a.province ? `, ${a.province}` : ''}
            </p>
          </div>
        </div>
      </div>
    );
  } else if (o.status === 'cancelled') {
    body = (
      <Result icon={<XCircle />} title={t.cancelledTitle} text={fill(t.cancelledText, values)} tone="red" />
    );
  } else if (!o.canRespond) {
    body = <Result icon={<PackageX />} title={t.closedTitle} text={fill(t.closedText, values)} tone="grey" />;
  } else if (mode === 'address') {
    body = (
      <AddressForm
        order={o}
        t={t}
        pending={respond.isPending}
        error={error}
        onBack={() => setMode('view')}
        onSave={(v) =>
          send(
            {
              action: 'address',
              address: v.address.trim(),
              city: v.city.trim(),
              province: (v.province || null) as (typeof PROVINCES)[number] | null,
            },
            () => {
              setMode('view');
              setNotice(t.addressSaved);
            },
          )
        }
      />
    );
  } else {
    body = (
      <div className="space-y-4">
        <div>
          <Heading className="text-xl font-semibold text-ink">{t.heading}</Heading>
          <p className="mt-1 text-sm text-muted">{t.intro}</p>
        </div>
        {notice ? (
          <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
            {notice}
          </p>
        ) : null}
        <OrderSummary order={o} t={t} />
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="sticky bottom-0 -mx-4 space-y-2 bg-canvas/95 px-4 pt-2 pb-4 backdrop-blur">
          <Button
            size="xl"
            className="w-full"
            loading={respond.isPending && respond.variables?.action === 'confirm'}
            disabled={respond.isPending}
            onClick={() => send({ action: 'confirm' })}
          >
            <CheckCircle2 /> {t.confirm}
          </Button>
          <div className="grid grid-cols-2 gap-2">
            <Button
              variant="outline"
              size="lg"
              onClick={() => setMode('address')}
              disabled={respond.isPending}
            >
              <MapPin /> {t.changeAddress}
            </Button>
            <Button
              variant="outline"
              size="lg"
              className="text-red-700 hover:bg-red-50"
              onClick={() => setCancelOpen(true)}
              disabled={respond.isPending}
            >
              <XCircle /> {t.cancel}
            </Button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <Shell t={t} lang={lang} onToggle={toggle} store={o.storeName}>
      {placed && o.status !== 'cancelled' ? (
        <div className="mb-6">
          <PlacedPanel order={o} t={t} token={token} />
        </div>
      ) : null}
      {body}
      <Modal
        open={cancelOpen}
        onOpenChange={(open) => !respond.isPending && setCancelOpen(open)}
        title={<span dir={lang === 'ur' ? 'rtl' : 'ltr'}>{t.cancelTitle}</span>}
        description={t.cancelText}
        footer={
          <>
            <Button
              variant="outline"
              size="lg"
              onClick={() => setCancelOpen(false)}
              disabled={respond.isPending}
            >
              {t.keep}
            </Button>
            <Button
              variant="danger"
              size="lg"
              loading={respond.isPending}
              onClick={() =>
                send({ action: 'cancel', ...(reason.trim() ? { reason: reason.trim() } : {}) }, () =>
                  setCancelOpen(false),
                )
              }
            >
              {t.yesCancel}
            </Button>
          </>
        }
      >
        <label className="block text-sm font-medium text-slate-700" dir={lang === 'ur' ? 'rtl' : 'ltr'}>
          {t.reason}
          <textarea
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className={cn(controlClasses, 'mt-1.5 py-2 text-base')}
          />
        </label>
      </Modal>
    </Shell>
  );
}
