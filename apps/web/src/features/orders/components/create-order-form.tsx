import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useQueryClient } from '@tanstack/react-query';
import { PROVINCES } from '@sauda/contracts/orders.ts';
import type { Store } from '@sauda/contracts/stores.ts';
import { normalisePhone } from '@sauda/contracts/common.ts';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Field, describedBy, fieldA11y } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useFocusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { uuid } from '../../../lib/id.ts';
import { useCreateOrder } from '../api/create-order.ts';
import type { Order } from '@sauda/contracts/orders.ts';
import {
  computeTotals,
  emptyItem,
  formFieldFor,
  toCreateOrderBody,
  type OrderFormValues,
} from '../lib/order-form.ts';
import { CreateOrderItems } from './create-order-items.tsx';
import { CreateOrderSummary } from './create-order-summary.tsx';
import { LookupStatus, type CustomerMatch, type Lookup } from './customer-lookup-status.tsx';
import { TagInput } from './notes-tags-card.tsx';
import type { SearchVariants } from './variant-picker.tsx';

export type { CustomerMatch } from './customer-lookup-status.tsx';
export type { SearchVariants } from './variant-picker.tsx';

export type FindCustomer = (phone: string, signal: AbortSignal) => Promise<CustomerMatch | null>;

const PHONE_OK = /^0\d{9,10}$/;

function defaultStore(stores: Store[]): string {
  return (stores.find((s) => s.platform === 'sauda') ?? stores[0])?._id ?? '';
}

export function CreateOrderForm({
  stores,
  findCustomer,
  searchVariants,
  onCreated,
}: {
  stores: Store[];
  findCustomer: FindCustomer;
  /** The product picker's search (composed by the page). */
  searchVariants: SearchVariants;
  onCreated: (order: Order) => void;
}) {
  const create = useCreateOrder();
  const qc = useQueryClient();
  const [stockError, setStockError] = useState<string | null>(null);
  const stockErrorRef = useRef<HTMLDivElement>(null);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
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
  const watched = useWatch({ control: form.control });
  const totals = computeTotals({
    items: (watched.items ?? []).map((i) => ({
      title: i?.title ?? '',
      sku: i?.sku ?? '',
      quantity: i?.quantity ?? '',
      unitPrice: i?.unitPrice ?? '',
      variant: (i?.variant as OrderFormValues['items'][number]['variant']) ?? null,
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

  /** Every message on its field; focus on the first invalid field in the page (not in `map`'s order). */
  function showErrors(map: Record<string, string>) {
    for (const [field, message] of Object.entries(map)) {
      form.setError(field as FieldPath<OrderFormValues>, { type: 'validate', message });
    }
    focusFirstInvalid();
  }

  const onSubmit = form.handleSubmit((values) => {
    form.clearErrors();
    setStockError(null);
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
          // Catalogue lines moved stock: product lists, inventory and the picker refresh.
          void qc.invalidateQueries({ queryKey: ['products'] });
          onCreated(order);
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.code === 'OUT_OF_STOCK' || error.status === 409)) {
            setStockError(error.message || 'Some items are out of stock');
            requestAnimationFrame(() => {
              stockErrorRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
              stockErrorRef.current?.focus({ preventScroll: true });
            });
          }
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
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Create Order">
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
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  placeholder="0300 1234567"
                  {...fieldA11y('phone', err('phone'), 'hint')}
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
                  <Input autoComplete="off" {...fieldA11y('name', err('name'))} {...form.register('name')} />
                </Field>
                <Field id="city" label="City" error={err('city')}>
                  <Input autoComplete="off" {...fieldA11y('city', err('city'))} {...form.register('city')} />
                </Field>
              </div>
              <Field id="address" label="Address" error={err('address')}>
                <Textarea
                  rows={2}
                  maxLength={500}
                  placeholder="House, street, area"
                  {...fieldA11y('address', err('address'))}
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
                      invalid={!!err('province')}
                      aria-describedby={describedBy('province', err('province'))}
                    />
                  )}
                />
              </Field>
            </div>
          </Card>

          <CreateOrderItems
            form={form}
            searchVariants={searchVariants}
            err={err}
            stockError={stockError}
            stockErrorRef={stockErrorRef}
          />

          <Card>
            <CardHeader title="Notes & tags" />
            <div className="space-y-4 px-5 py-4">
              <Field id="notes" label="Notes" optional error={err('notes')}>
                <Textarea
                  rows={3}
                  maxLength={2000}
                  placeholder="Only your team sees this"
                  {...fieldA11y('notes', err('notes'))}
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

        <CreateOrderSummary
          form={form}
          stores={stores}
          err={err}
          totals={totals}
          pending={create.isPending}
          stockError={stockError}
        />
      </div>
    </form>
  );
}
