import type { RefObject } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { AlertTriangle, ImageOff, Plus, Trash2 } from 'lucide-react';
import type { VariantPick } from '@sauda/contracts/products.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Field, fieldA11y } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { formatPKR } from '../../../lib/format.ts';
import { paisaToRupeesInput, parseQuantity, parseRupees } from '../../../lib/money.ts';
import {
  emptyItem,
  itemFromPick,
  lineTotal,
  pickLabel,
  placePick,
  stockNote,
  type ItemValues,
  type OrderFormValues,
} from '../lib/order-form.ts';
import { VariantPicker, type SearchVariants } from './variant-picker.tsx';

const MAX_LINES = 100;

/** The order's lines: a product picker for catalogue items, plus free-text "custom" items. */
export function CreateOrderItems({
  form,
  searchVariants,
  err,
  stockError,
  stockErrorRef,
}: {
  form: UseFormReturn<OrderFormValues>;
  searchVariants: SearchVariants;
  err: (name: string) => string | undefined;
  /** A 409 OUT_OF_STOCK answer's message. */
  stockError: string | null;
  stockErrorRef: RefObject<HTMLDivElement | null>;
}) {
  const items = useFieldArray({ control: form.control, name: 'items' });
  const watched = useWatch({ control: form.control, name: 'items' }) as ItemValues[] | undefined;

  function pick(v: VariantPick) {
    form.clearErrors('items');
    const current = form.getValues('items');
    const place = placePick(current, v.variantId);
    if (place.kind === 'increment') {
      const q = parseQuantity(current[place.index]?.quantity ?? '') ?? 0;
      form.setValue(`items.${place.index}.quantity`, String(q + 1), { shouldDirty: true });
    } else if (place.kind === 'replace') {
      items.update(place.index, itemFromPick(v));
    } else if (current.length < MAX_LINES) {
      items.append(itemFromPick(v), { shouldFocus: false });
    }
  }

  return (
    <Card>
      <CardHeader
        title="Items"
        description="Pick from your products (stock is reserved) or add a custom item."
        action={
          <Button
            variant="outline"
            size="sm"
            onClick={() => items.append(emptyItem())}
            disabled={items.fields.length >= MAX_LINES}
          >
            <Plus /> Add custom item
          </Button>
        }
      />
      <div className="space-y-3 px-5 pt-4">
        {stockError ? (
          <div
            ref={stockErrorRef}
            tabIndex={-1}
            role="alert"
            data-testid="out-of-stock-error"
            className="flex gap-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800 focus:outline-none"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" />
            <span>{stockError}</span>
          </div>
        ) : null}
        <VariantPicker searchVariants={searchVariants} onPick={pick} />
        {err('items') ? (
          <p id="items-error" role="alert" className="text-sm text-red-700">
            {err('items')}
          </p>
        ) : null}
      </div>
      {items.fields.length === 0 ? (
        <p className="px-5 py-6 text-center text-sm text-muted">
          No items yet: search your products above or add a custom item.
        </p>
      ) : null}
      {/*
       * Each line lays out by the list's own width (container queries), not the window's: the card
       * is one of two columns on a laptop and the whole page on a phone or at 200 % zoom. Narrow:
       * two columns; @lg: Item + SKU, then Qty, Price, total; @3xl: one row. No column is narrower
       * than its label ('SKU (optional)' overlapped 'Qty' at 1280 px and at 640 px, issue 25).
       */}
      <ol className="@container mt-2 divide-y divide-line border-t border-line">
        {items.fields.map((f, i) => {
          const item = watched?.[i];
          const variant = item?.variant ?? null;
          const lt = item ? lineTotal(item) : null;
          const typed = item ? parseRupees(item.unitPrice) : null;
          const priceChanged = !!variant && !!typed && typed.ok && typed.paisa !== variant.price;
          const note = variant ? stockNote(variant, parseQuantity(item?.quantity ?? '')) : null;
          return (
            <li
              key={f.id}
              className="grid grid-cols-2 gap-3 px-5 py-4 @lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] @3xl:grid-cols-[minmax(0,2fr)_minmax(7.5rem,1fr)_4.5rem_7rem_5.5rem_auto]"
            >
              {variant ? (
                <div className="col-span-2 flex min-w-0 items-center gap-3 @lg:col-span-3 @3xl:col-span-2 @3xl:pt-6">
                  <span className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100 text-slate-400">
                    {variant.thumbnailUrl ? (
                      <img
                        src={variant.thumbnailUrl}
                        alt=""
                        width={40}
                        height={40}
                        loading="lazy"
                        className="size-full object-cover"
                      />
                    ) : (
                      <ImageOff className="size-4" />
                    )}
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium text-ink" data-testid="line-title">
                      {pickLabel(variant)}
                    </span>
                    <span className="block truncate text-xs text-muted">
                      {variant.sku ? `SKU ${variant.sku}` : 'No SKU'}
                    </span>
                    {err(`items.${i}.variantId`) ? (
                      <span role="alert" className="block text-xs text-red-700">
                        {err(`items.${i}.variantId`)}
                      </span>
                    ) : null}
                  </span>
                </div>
              ) : (
                <>
                  <Field
                    id={`items.${i}.title`}
                    label="Item"
                    error={err(`items.${i}.title`)}
                    className="col-span-2 @3xl:col-span-1"
                  >
                    <Input
                      placeholder="e.g. Embroidered lawn suit"
                      {...fieldA11y(`items.${i}.title`, err(`items.${i}.title`))}
                      {...form.register(`items.${i}.title`)}
                    />
                  </Field>
                  <Field
                    id={`items.${i}.sku`}
                    label="SKU"
                    optional
                    error={err(`items.${i}.sku`)}
                    className="col-span-2 @lg:col-span-1"
                  >
                    <Input
                      {...fieldA11y(`items.${i}.sku`, err(`items.${i}.sku`))}
                      {...form.register(`items.${i}.sku`)}
                    />
                  </Field>
                </>
              )}
              <Field
                id={`items.${i}.quantity`}
                label="Qty"
                error={err(`items.${i}.quantity`)}
                hint={note ? <span className="text-amber-700">{note}</span> : undefined}
              >
                <Input
                  inputMode="numeric"
                  {...fieldA11y(`items.${i}.quantity`, err(`items.${i}.quantity`), note)}
                  {...form.register(`items.${i}.quantity`)}
                />
              </Field>
              <Field
                id={`items.${i}.unitPrice`}
                label="Price (Rs)"
                error={err(`items.${i}.unitPrice`)}
                hint={
                  priceChanged && variant ? (
                    <button
                      type="button"
                      className="text-brand-700 underline"
                      onClick={() => form.setValue(`items.${i}.unitPrice`, paisaToRupeesInput(variant.price))}
                    >
                      Reset to {formatPKR(variant.price)}
                    </button>
                  ) : undefined
                }
              >
                <Input
                  inputMode="decimal"
                  placeholder={variant ? paisaToRupeesInput(variant.price) : '0'}
                  {...fieldA11y(`items.${i}.unitPrice`, err(`items.${i}.unitPrice`))}
                  {...form.register(`items.${i}.unitPrice`)}
                />
              </Field>
              <div className="col-span-2 flex items-end justify-between gap-2 @lg:col-span-1 @lg:flex-col @lg:items-end @lg:justify-end">
                <p
                  className="text-sm font-medium text-ink tabular-nums @lg:pb-2.5"
                  aria-label={`Line ${i + 1} total`}
                >
                  {lt === null ? '—' : formatPKR(lt)}
                </p>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-slate-500 hover:text-red-700 @lg:hidden"
                  onClick={() => items.remove(i)}
                  aria-label={`Remove item ${i + 1}`}
                >
                  <Trash2 /> Remove
                </Button>
              </div>
              {/* Beside the first row from @lg (placed before the auto-placed fields), last at @3xl. */}
              <div className="hidden items-end pb-1 @lg:col-start-4 @lg:row-start-1 @lg:flex @3xl:col-start-6">
                <button
                  type="button"
                  onClick={() => items.remove(i)}
                  aria-label={`Remove item ${i + 1}`}
                  className="rounded-md p-2 text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-40"
                >
                  <Trash2 className="size-4" />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
