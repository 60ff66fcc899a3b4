import type { UseFormReturn } from 'react-hook-form';
import { Controller, useWatch } from 'react-hook-form';
import type { Store } from '@sauda/contracts/stores.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ChoiceChips } from '../../../components/ui/chip-group.tsx';
import { Field, describedBy, fieldA11y } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formatPKR } from '../../../lib/format.ts';
import type { OrderFormValues, Totals } from '../lib/order-form.ts';

/** Store, payment, discount and shipping, the totals and the submit button. */
export function CreateOrderSummary({
  form,
  stores,
  err,
  totals,
  pending,
  stockError,
}: {
  form: UseFormReturn<OrderFormValues>;
  stores: Store[];
  err: (name: string) => string | undefined;
  totals: Totals;
  pending: boolean;
  stockError: string | null;
}) {
  const paymentMethod = useWatch({ control: form.control, name: 'paymentMethod' });
  return (
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
                    aria-describedby={describedBy('storeId', err('storeId'))}
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
              {paymentMethod === 'COD'
                ? 'COD orders wait for the buyer to confirm on WhatsApp.'
                : 'Prepaid orders are open right away.'}
            </p>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <Field id="discount" label="Discount (Rs)" error={err('discount')}>
              <Input
                inputMode="decimal"
                placeholder="0"
                {...fieldA11y('discount', err('discount'))}
                {...form.register('discount')}
              />
            </Field>
            <Field id="shipping" label="Shipping (Rs)" error={err('shipping')}>
              <Input
                inputMode="decimal"
                placeholder="0"
                {...fieldA11y('shipping', err('shipping'))}
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
          {stockError ? (
            <p className="text-sm font-medium text-red-700">
              Some items are out of stock: change them in Items, then try again.
            </p>
          ) : null}
          <Button type="submit" size="lg" className="w-full" loading={pending}>
            Create Order
          </Button>
        </div>
      </Card>
    </div>
  );
}
