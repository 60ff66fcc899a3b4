import { useEffect, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import toast from 'react-hot-toast';
import { AlertTriangle, Plus, Trash2, UserCheck, UserPlus } from 'lucide-react';
import { PROVINCES } from '@sauda/contracts/orders.ts';
import type { Customer } from '@sauda/contracts/customers.ts';
import type { Store } from '@sauda/contracts/stores.ts';
import { normalisePhone } from '@sauda/contracts/common.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ChoiceChips } from '../../../components/ui/chip-group.tsx';
import { Field, describedBy } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatPKR } from '../../../lib/format.ts';
import { uuid } from '../../../lib/id.ts';
import { useCreateOrder } from '../api/create-order.ts';
import type { Order } from '@sauda/contracts/orders.ts';
import {
  computeTotals,
  emptyItem,
  formFieldFor,
  lineTotal,
  toCreateOrderBody,
  type OrderFormValues,
} from '../lib/order-form.ts';
import { TagInput } from './notes-tags-card.tsx';

/** What the customer lookup found for a phone number (composed by the page from the customers API). */
export type CustomerMatch = {
  customer: Pick<
    Customer,
    '_id' | 'name' | 'city' | 'ordersCount' | 'deliveredCount' | 'returnedCount' | 'warning' | 'blocked'
  >;
  lastAddress: { address: string; city: string; province: string | null } | null;
};

export type FindCustomer = (phone: string, signal: AbortSignal) => Promise<CustomerMatch | null>;

const PHONE_OK = /^0\d{9,10}$/;

type Lookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'new' }
  | { state: 'found'; match: CustomerMatch; filled: string[] };

function defaultStore(stores: Store[]): string {
  return (stores.find((s) => s.platform === 'sauda') ?? stores[0])?._id ?? '';
}

export function CreateOrderForm({
  stores,
  findCustomer,
  onCreated,
}: {
  stores: Store[];
  findCustomer: FindCustomer;
  onCreated: (order: Order) => void;
}) {
  const create = useCreateOrder();
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const form = useForm<OrderFormValues>({
    defaultValues: {
      storeId: defaultStore(stores),
      paymentMethod: 'COD',
      phone: '',
      name: '',
      address: '',
      city: '',
      province: '',
      items: [emptyItem()],
      discount: '',
      shipping: '',
      notes: '',
      tags: [],
    },
  });
  const { errors } = form.formState;
  const items = useFieldArray({ control: form.control, name: 'items' });
  const watched = useWatch({ control: form.control });
  const totals = computeTotals({
    items: (watched.items ?? []).map((i) => ({
      title: i?.title ?? '',
      sku: i?.sku ?? '',
      quantity: i?.quantity ?? '',
      unitPrice: i?.unitPrice ?? '',
    })),
    discount: watched.discount ?? '',
    shipping: watched.shipping ?? '',
  });

  // Customer lookup by phone: 400 ms after a valid number is typed.
  const phone = normalisePhone((watched.phone ?? '').trim());
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const findRef = useRef(findCustomer);
  useEffect(() => {
    findRef.current = findCustomer;
  }, [findCustomer]);
  useEffect(() => {
    if (!PHONE_OK.test(phone)) {
      setLookup({ state: 'idle' });
      return;
    }
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      setLookup({ state: 'loading' });
      findRef
        .current(phone, ctrl.signal)
        .then((match) => {
          if (ctrl.signal.aborted) return;
          if (!match) {
            setLookup({ state: 'new' });
            return;
          }
          const filled: string[] = [];
          const fill = (field: 'name' | 'city' | 'address', value: string | null | undefined) => {
            if (value && !form.getValues(field).trim()) {
              form.setValue(field, value, { shouldDirty: true });
              filled.push(field);
            }
          };
          fill('name', match.customer.name);
          fill('address', match.lastAddress?.address);
          fill('city', match.lastAddress?.city ?? match.customer.city);
          const province = match.lastAddress?.province;
          if (
            province &&
            !form.getValues('province') &&
            (PROVINCES as readonly string[]).includes(province)
          ) {
            form.setValue('province', province as OrderFormValues['province']);
          }
          setLookup({ state: 'found', match, filled });
        })
        .catch(() => {
          if (!ctrl.signal.aborted) setLookup({ state: 'idle' });
        });
    }, 400);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [phone, form]);

  function showErrors(map: Record<string, string>) {
    let first = true;
    for (const [field, message] of Object.entries(map)) {
      form.setError(
        field as FieldPath<OrderFormValues>,
        { type: 'validate', message },
        { shouldFocus: first },
      );
      first = false;
    }
  }

  const onSubmit = form.handleSubmit((values) => {
    form.clearErrors();
    const result = toCreateOrderBody(values);
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    // The same body retried (e.g. after a network error) reuses its Idempotency-Key.
    const bodyJson = JSON.stringify(result.body);
    if (!attempt.current || attempt.current.body !== bodyJson)
      attempt.current = { key: uuid(), body: bodyJson };
    create.mutate(
      { body: result.body, idempotencyKey: attempt.current.key },
      {
        onSuccess: (order) => {
          attempt.current = null;
          onCreated(order);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.details.length) {
            showErrors(Object.fromEntries(error.details.map((d) => [formFieldFor(d.field), d.message])));
          }
          toast.error(errorMessage(error, 'Could not create the order'));
        },
      },
    );
  });

  const err = (name: string) => {
    const parts = name.split('.');
    let node: unknown = errors;
    for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
    return (node as { message?: string } | undefined)?.message;
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create order">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <Card>
            <CardHeader
              title="Customer"
              description="Type the buyer’s mobile number; we fill in returning buyers."
            />
            <div className="space-y-4 px-5 py-4">
              <Field
                id="phone"
                label="Mobile number"
                error={err('phone')}
                hint="e.g. 0300 1234567 or +92 300 1234567"
              >
                <Input
                  id="phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  placeholder="0300 1234567"
                  invalid={!!err('phone')}
                  aria-describedby={describedBy('phone', err('phone'), 'hint')}
                  {...form.register('phone', {
                    onBlur: (e: { target: { value: string } }) => {
                      const n = normalisePhone(e.target.value.trim());
                      if (n !== e.target.value) form.setValue('phone', n);
                    },
                  })}
                />
              </Field>
              <LookupStatus lookup={lookup} />
              <div className="grid gap-4 sm:grid-cols-2">
                <Field id="name" label="Buyer name" error={err('name')}>
                  <Input id="name" autoComplete="off" invalid={!!err('name')} {...form.register('name')} />
                </Field>
                <Field id="city" label="City" error={err('city')}>
                  <Input id="city" autoComplete="off" invalid={!!err('city')} {...form.register('city')} />
                </Field>
              </div>
              <Field id="address" label="Address" error={err('address')}>
                <Textarea
                  id="address"
                  rows={2}
                  maxLength={500}
                  placeholder="House, street, area"
                  invalid={!!err('address')}
                  {...form.register('address')}
                />
              </Field>
              <Field id="province" label="Province" optional error={err('province')}>
                <Controller
                  control={form.control}
                  name="province"
                  render={({ field }) => (
                    <Select
                      id="province"
                      options={PROVINCES.map((p) => ({ value: p, label: p }))}
                      value={field.value || undefined}
                      onValueChange={field.onChange}
                    />
                  )}
                />
              </Field>
            </div>
          </Card>

          <Card>
            <CardHeader
              title="Items"
              action={
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => items.append(emptyItem())}
                  disabled={items.fields.length >= 100}
                >
                  <Plus /> Add item
                </Button>
              }
            />
            {err('items') ? (
              <p role="alert" className="px-5 pt-3 text-sm text-red-600">
                {err('items')}
              </p>
            ) : null}
            <ol className="divide-y divide-line">
              {items.fields.map((f, i) => {
                const lt = lineTotal({
                  title: '',
                  sku: '',
                  quantity: watched.items?.[i]?.quantity ?? '',
                  unitPrice: watched.items?.[i]?.unitPrice ?? '',
                });
                return (
                  <li
                    key={f.id}
                    className="grid grid-cols-2 gap-3 px-5 py-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_4.5rem_7rem_5.5rem_auto]"
                  >
                    <Field
                      id={`items.${i}.title`}
                      label="Item"
                      error={err(`items.${i}.title`)}
                      className="col-span-2 sm:col-span-1"
                    >
                      <Input
                        id={`items.${i}.title`}
                        placeholder="e.g. Embroidered lawn suit"
                        invalid={!!err(`items.${i}.title`)}
                        {...form.register(`items.${i}.title`)}
                      />
                    </Field>
                    <Field
                      id={`items.${i}.sku`}
                      label="SKU"
                      optional
                      error={err(`items.${i}.sku`)}
                      className="col-span-2 sm:col-span-1"
                    >
                      <Input id={`items.${i}.sku`} {...form.register(`items.${i}.sku`)} />
                    </Field>
                    <Field id={`items.${i}.quantity`} label="Qty" error={err(`items.${i}.quantity`)}>
                      <Input
                        id={`items.${i}.quantity`}
                        inputMode="numeric"
                        invalid={!!err(`items.${i}.quantity`)}
                        {...form.register(`items.${i}.quantity`)}
                      />
                    </Field>
                    <Field id={`items.${i}.unitPrice`} label="Price (Rs)" error={err(`items.${i}.unitPrice`)}>
                      <Input
                        id={`items.${i}.unitPrice`}
                        inputMode="decimal"
                        placeholder="0"
                        invalid={!!err(`items.${i}.unitPrice`)}
                        {...form.register(`items.${i}.unitPrice`)}
                      />
                    </Field>
                    <div className="col-span-2 flex items-end justify-between gap-2 sm:col-span-1 sm:flex-col sm:items-end sm:justify-end">
                      <p
                        className="text-sm font-medium text-ink tabular-nums sm:pb-2.5"
                        aria-label={`Line ${i + 1} total`}
                      >
                        {lt === null ? '—' : formatPKR(lt)}
                      </p>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-slate-500 hover:text-red-700 sm:hidden"
                        onClick={() => items.remove(i)}
                        disabled={items.fields.length === 1}
                        aria-label={`Remove item ${i + 1}`}
                      >
                        <Trash2 /> Remove
                      </Button>
                    </div>
                    <div className="hidden items-end pb-1 sm:flex">
                      <button
                        type="button"
                        onClick={() => items.remove(i)}
                        disabled={items.fields.length === 1}
                        aria-label={`Remove item ${i + 1}`}
                        className="rounded-md p-2 text-slate-400 hover:bg-red-50 hover:text-red-700 disabled:opacity-40"
                      >
                        <Trash2 className="size-4" />
                      </button>
                    </div>
                  </li>
                );
              })}
            </ol>
          </Card>

          <Card>
            <CardHeader title="Notes & tags" />
            <div className="space-y-4 px-5 py-4">
              <Field id="notes" label="Notes" optional error={err('notes')}>
                <Textarea
                  id="notes"
                  rows={3}
                  maxLength={2000}
                  placeholder="Only your team sees this"
                  {...form.register('notes')}
                />
              </Field>
              <Field id="tags" label="Tags" optional error={err('tags')}>
                <Controller
                  control={form.control}
                  name="tags"
                  render={({ field }) => <TagInput id="tags" tags={field.value} onChange={field.onChange} />}
                />
              </Field>
            </div>
          </Card>
        </div>

        <div className="space-y-6 lg:sticky lg:top-24">
          <Card>
            <CardHeader title="Summary" />
            <div className="space-y-4 px-5 py-4">
              {stores.length > 1 ? (
                <Field id="storeId" label="Store" error={err('storeId')}>
                  <Controller
                    control={form.control}
                    name="storeId"
                    render={({ field }) => (
                      <Select
                        id="storeId"
                        options={stores.map((s) => ({ value: s._id, label: s.name }))}
                        value={field.value || undefined}
                        onValueChange={field.onChange}
                        invalid={!!err('storeId')}
                      />
                    )}
                  />
                </Field>
              ) : (
                <p className="text-sm text-muted">
                  Store: <span className="font-medium text-ink">{stores[0]?.name}</span>
                </p>
              )}
              <div className="space-y-1.5">
                <p id="payment-label" className="text-sm font-medium text-slate-700">
                  Payment
                </p>
                <Controller
                  control={form.control}
                  name="paymentMethod"
                  render={({ field }) => (
                    <ChoiceChips
                      label="Payment"
                      options={['COD', 'prepaid'] as const}
                      value={field.value}
                      onChange={field.onChange}
                      format={(v) => (v === 'COD' ? 'Cash on delivery' : 'Prepaid')}
                    />
                  )}
                />
                <p className="text-xs text-muted">
                  {watched.paymentMethod === 'COD'
                    ? 'COD orders wait for the buyer to confirm on WhatsApp.'
                    : 'Prepaid orders are open right away.'}
                </p>
              </div>
              <div className="grid grid-cols-2 gap-3">
                <Field id="discount" label="Discount (Rs)" error={err('discount')}>
                  <Input
                    id="discount"
                    inputMode="decimal"
                    placeholder="0"
                    invalid={!!err('discount')}
                    {...form.register('discount')}
                  />
                </Field>
                <Field id="shipping" label="Shipping (Rs)" error={err('shipping')}>
                  <Input
                    id="shipping"
                    inputMode="decimal"
                    placeholder="0"
                    invalid={!!err('shipping')}
                    {...form.register('shipping')}
                  />
                </Field>
              </div>
              <dl className="space-y-1.5 border-t border-line pt-3 text-sm" aria-live="polite">
                <div className="flex justify-between">
                  <dt className="text-muted">Subtotal</dt>
                  <dd className="tabular-nums">{formatPKR(totals.subtotal)}</dd>
                </div>
                <div className="flex justify-between">
                  <dt className="text-muted">Discount</dt>
                  <dd className="tabular-nums">
                    {totals.discount ? `−${formatPKR(totals.discount)}` : formatPKR(0)}
                  </dd>
                </div>
                <div className="flex justify-between">
                  <dt className="text-muted">Shipping</dt>
                  <dd className="tabular-nums">{formatPKR(totals.shipping)}</dd>
                </div>
                <div className="flex justify-between border-t border-line pt-2 text-base font-semibold text-ink">
                  <dt>Total</dt>
                  <dd className="tabular-nums" data-testid="create-order-total">
                    {formatPKR(totals.total)}
                  </dd>
                </div>
              </dl>
              <Button type="submit" size="lg" className="w-full" loading={create.isPending}>
                Create order
              </Button>
            </div>
          </Card>
        </div>
      </div>
    </form>
  );
}

function LookupStatus({ lookup }: { lookup: Lookup }) {
  if (lookup.state === 'idle') return null;
  if (lookup.state === 'loading') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted" role="status">
        <Spinner /> Looking up this number…
      </p>
    );
  }
  if (lookup.state === 'new') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted" role="status">
        <UserPlus className="size-4" /> New customer
      </p>
    );
  }
  const c = lookup.match.customer;
  return (
    <div className="space-y-2" role="status">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
        <UserCheck className="size-4" />
        <span>
          Returning customer <strong>{c.name}</strong> · {c.ordersCount} order{c.ordersCount === 1 ? '' : 's'}
          , {c.deliveredCount} delivered, {c.returnedCount} returned
        </span>
        {lookup.filled.length ? (
          <span className="text-brand-700">· filled {lookup.filled.join(', ')}</span>
        ) : null}
      </p>
      {c.warning ? (
        <p
          className="flex gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          role="alert"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" /> {c.warning}
        </p>
      ) : null}
    </div>
  );
}
