import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { AlertTriangle, Banknote } from 'lucide-react';
import { normalisePhone } from '@sauda/contracts/common.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatPrice } from '../lib/price.ts';
import { useFocusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { uuid } from '../../../lib/id.ts';
import { submitCheckout } from '../api/checkout.ts';
import { StorefrontError } from '../api/fetch-json.ts';
import type { Cart } from '../lib/cart.ts';
import { cartSubtotal } from '../lib/cart.ts';
import {
  EMPTY_VALUES,
  confirmationPath,
  hasErrors,
  mapFieldErrors,
  toCheckoutBody,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
} from '../lib/checkout-form.ts';
import { CityCombobox } from '../../../components/ui/city-combobox.tsx';
import { sf } from './styles.ts';

const NO_ERRORS: CheckoutErrors = { fields: {}, cart: [] };

function failureMessage(error: unknown): string {
  if (error instanceof StorefrontError) {
    if (error.status === 429) return 'Too many attempts, please wait a minute and try again.';
    return error.message;
  }
  return 'Something went wrong. Please try again.';
}

function Row({
  id,
  label,
  error,
  hint,
  optional,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={sf.label}>
        {label}
        {optional ? <span className="ml-1 font-normal text-muted">(optional)</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className={sf.error}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Buyer details, Cash on delivery, and "Place order" → POST /v1/checkout. */
export function CheckoutForm({
  shopId,
  cart,
  onPlaced,
}: {
  shopId: string;
  cart: Cart;
  /** The order exists: clear the cart and go to the confirmation page (path + query). */
  onPlaced: (confirmationPath: string) => void;
}) {
  const [values, setValues] = useState<CheckoutValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<CheckoutErrors>(NO_ERRORS);
  const [banner, setBanner] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef, bannerRef);

  const set = (field: CheckoutField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors.fields[field]) setErrors((e) => ({ ...e, fields: { ...e.fields, [field]: undefined } }));
  };
  const err = (f: CheckoutField) => errors.fields[f];
  const described = (f: CheckoutField, hint?: boolean) =>
    err(f) ? `${f}-error` : hint ? `${f}-hint` : undefined;

  function showErrors(next: CheckoutErrors, message: string | null) {
    setErrors(next);
    setBanner(message ?? (next.cart.length ? next.cart.join(' ') : null));
    // The first invalid field in the page, else the banner (the back office's new-order form too).
    focusFirstInvalid();
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    setBanner(null);
    const result = toCheckoutBody(shopId, cart.items, values);
    if (!result.ok) {
      showErrors(result.errors, null);
      return;
    }
    setErrors(NO_ERRORS);
    // The same body retried (e.g. after a dropped connection) reuses its Idempotency-Key.
    const bodyJson = JSON.stringify(result.body);
    if (!attempt.current || attempt.current.body !== bodyJson)
      attempt.current = { key: uuid(), body: bodyJson };
    setSubmitting(true);
    try {
      const placed = await submitCheckout(result.body, attempt.current.key);
      attempt.current = null;
      onPlaced(confirmationPath(placed.confirmationUrl, window.location.origin));
    } catch (error) {
      setSubmitting(false);
      const mapped =
        error instanceof StorefrontError && error.details.length
          ? mapFieldErrors(error.details, cart.items)
          : NO_ERRORS;
      const fieldOnly = Object.keys(mapped.fields).length > 0 && mapped.cart.length === 0;
      if (error instanceof StorefrontError && error.status === 409) {
        showErrors(
          mapped,
          `${error.message} Please change the quantity or remove it from your order, then try again.`,
        );
      } else if (hasErrors(mapped)) {
        showErrors(mapped, fieldOnly ? 'Please check the highlighted fields.' : mapped.cart.join(' '));
      } else {
        showErrors(NO_ERRORS, failureMessage(error));
      }
    }
  }

  const subtotal = cartSubtotal(cart.items);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Checkout" className="space-y-5">
      {banner ? (
        <div
          ref={bannerRef}
          tabIndex={-1}
          role="alert"
          className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 focus:outline-none"
          data-testid="checkout-error"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
          <p>{banner}</p>
        </div>
      ) : null}

      <fieldset className="space-y-4" disabled={submitting}>
        <legend className="mb-1 text-base font-semibold text-ink">Delivery details</legend>
        <Row id="name" label="Full name" error={err('name')}>
          <input
            id="name"
            className={`${sf.input} h-12`}
            autoComplete="name"
            value={values.name}
            aria-invalid={!!err('name') || undefined}
            aria-describedby={described('name')}
            onChange={(e) => set('name')(e.target.value)}
          />
        </Row>
        <Row id="phone" label="Mobile number" error={err('phone')} hint="e.g. 0300 1234567">
          <input
            id="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0300 1234567"
            className={`${sf.input} h-12`}
            value={values.phone}
            aria-invalid={!!err('phone') || undefined}
            aria-describedby={described('phone', true)}
            onChange={(e) => set('phone')(e.target.value)}
            onBlur={(e) => {
              const n = normalisePhone(e.target.value.trim());
              if (/^0\d{9,10}$/.test(n) && n !== e.target.value) set('phone')(n);
            }}
          />
        </Row>
        <Row id="city" label="City" error={err('city')}>
          <CityCombobox
            id="city"
            variant="shop"
            inputClassName={sf.input}
            value={values.city}
            onChange={set('city')}
            invalid={!!err('city')}
            describedBy={described('city')}
          />
        </Row>
        <Row
          id="address"
          label="Full address"
          error={err('address')}
          hint="House, street, area and a landmark"
        >
          <textarea
            id="address"
            rows={3}
            maxLength={500}
            autoComplete="street-address"
            className={`${sf.input} py-3`}
            value={values.address}
            aria-invalid={!!err('address') || undefined}
            aria-describedby={described('address', true)}
            onChange={(e) => set('address')(e.target.value)}
          />
        </Row>
        <Row id="notes" label="Notes for the seller" optional error={err('notes')}>
          <textarea
            id="notes"
            rows={2}
            maxLength={500}
            className={`${sf.input} py-3`}
            value={values.notes}
            aria-invalid={!!err('notes') || undefined}
            aria-describedby={described('notes')}
            onChange={(e) => set('notes')(e.target.value)}
          />
        </Row>
      </fieldset>

      <section aria-labelledby="payment-title" className="space-y-2">
        <h2 id="payment-title" className="text-base font-semibold text-ink">
          Payment
        </h2>
        <div className="flex items-start gap-3 rounded-xl border-2 border-brand-600 bg-brand-50 p-4">
          <Banknote className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
          <div>
            <p className="font-semibold text-brand-900">Cash on delivery</p>
            <p className="text-sm text-brand-800">Pay in cash when your order arrives. No card needed.</p>
          </div>
        </div>
      </section>

      <button
        type="submit"
        className={`${sf.primary} w-full`}
        disabled={submitting || cart.items.length === 0}
        aria-busy={submitting || undefined}
      >
        {submitting ? <Spinner className="size-5" label="Placing your order" /> : null}
        {submitting ? 'Placing your order…' : `Place order · ${formatPrice(subtotal)}`}
      </button>
    </form>
  );
}
