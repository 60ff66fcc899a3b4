import { Link } from 'react-router';
import { Controller, useFormContext } from 'react-hook-form';
import { ExternalLink } from 'lucide-react';
import { parseDiscountInput, type ProductStatus } from '@sauda/contracts/products.ts';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { PRODUCT_STATUS_LABELS } from '../lib/display.ts';
import { nextNumberText } from '../lib/numeric-input.ts';
import type { ProductFormValues } from '../lib/product-form.ts';
import { ChipsInput } from '../../../components/ui/chips-input.tsx';

export type NamedOption = { _id: string; name: string };

const NONE = '__none__';
const STATUS_HINTS: Record<ProductStatus, string> = {
  active: 'Can be sold, listed in your store and added to orders.',
  draft: 'Hidden from your store and order forms until you make it active.',
  archived: 'Kept for old orders; hidden everywhere else.',
};

const newTabLink =
  'inline-flex items-center gap-1 text-xs font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

export function ProductStatusCard({
  errorFor,
  allowArchived,
}: {
  errorFor: (path: string) => string | undefined;
  allowArchived: boolean;
}) {
  const { control } = useFormContext<ProductFormValues>();
  const statuses: ProductStatus[] = allowArchived ? ['active', 'draft', 'archived'] : ['active', 'draft'];
  return (
    <Card>
      <CardHeader title="Status" />
      <div className="px-5 py-4">
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Field
              id="status"
              label="Product status"
              error={errorFor('status')}
              hint={STATUS_HINTS[field.value]}
            >
              <Select
                id="status"
                value={field.value}
                onValueChange={(v) => field.onChange(v as ProductStatus)}
                options={statuses.map((s) => ({ value: s, label: PRODUCT_STATUS_LABELS[s] }))}
              />
            </Field>
          )}
        />
      </div>
    </Card>
  );
}

export function ProductOrganisationCard({
  errorFor,
  vendors,
  categories,
}: {
  errorFor: (path: string) => string | undefined;
  vendors: NamedOption[];
  categories: NamedOption[];
}) {
  const { control } = useFormContext<ProductFormValues>();
  return (
    <Card>
      <CardHeader title="Organisation" />
      <div className="space-y-4 px-5 py-4">
        <Field
          id="vendorId"
          label="Vendor"
          optional
          error={errorFor('vendorId')}
          labelAside={
            <Link to="/add-vendor" target="_blank" rel="noopener" className={newTabLink}>
              Add Vendor <ExternalLink className="size-3" aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </Link>
          }
        >
          <Controller
            control={control}
            name="vendorId"
            render={({ field }) => (
              <Select
                id="vendorId"
                searchable
                value={field.value || NONE}
                onValueChange={(v) => field.onChange(v === NONE ? '' : v)}
                options={[
                  { value: NONE, label: 'No vendor' },
                  ...vendors.map((v) => ({ value: v._id, label: v.name })),
                ]}
              />
            )}
          />
        </Field>
        <Field
          id="categoryId"
          label="Category"
          optional
          error={errorFor('categoryId')}
          labelAside={
            <Link to="/create-categories" target="_blank" rel="noopener" className={newTabLink}>
              New category <ExternalLink className="size-3" aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </Link>
          }
        >
          <Controller
            control={control}
            name="categoryId"
            render={({ field }) => (
              <Select
                id="categoryId"
                searchable
                value={field.value || NONE}
                onValueChange={(v) => field.onChange(v === NONE ? '' : v)}
                options={[
                  { value: NONE, label: 'No category' },
                  ...categories.map((c) => ({ value: c._id, label: c.name })),
                ]}
              />
            )}
          />
        </Field>
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <Field
              id="tags"
              label="Tags"
              optional
              error={errorFor('tags')}
              hint="Help you find and group products."
            >
              <ChipsInput
                id="tags"
                label="Tags"
                itemName="tag"
                values={field.value}
                max={20}
                placeholder="Add a tag and press Enter"
                describedBy={describedBy('tags', errorFor('tags'), 'hint')}
                onAdd={(raw) => {
                  const tag = raw.trim().toLowerCase();
                  if (tag.length > 40) return 'Use at most 40 characters';
                  if (field.value.includes(tag)) return `“${tag}” is already there`;
                  field.onChange([...field.value, tag]);
                  return null;
                }}
                onRemove={(tag) => field.onChange(field.value.filter((t) => t !== tag))}
              />
            </Field>
          )}
        />
      </div>
    </Card>
  );
}

export function ProductSellingCard({ errorFor }: { errorFor: (path: string) => string | undefined }) {
  const { control, register } = useFormContext<ProductFormValues>();
  const weightHint = 'Needed for courier booking: the courier charges by weight.';
  return (
    <Card>
      <CardHeader title="Discount, shipping & stock" />
      <div className="space-y-4 px-5 py-4">
        <Controller
          control={control}
          name="discount"
          render={({ field }) => (
            <Field
              id="discount"
              label="Discount (%)"
              optional
              error={errorFor('discount')}
              hint="0–99%, applied to every variant."
            >
              <Input
                id="discount"
                inputMode="decimal"
                placeholder="0"
                value={field.value}
                onBlur={field.onBlur}
                invalid={!!errorFor('discount')}
                aria-describedby={describedBy('discount', errorFor('discount'), 'hint')}
                onChange={(e) => {
                  const next = nextNumberText(e.target.value, parseDiscountInput, { maxDecimals: 2 });
                  if (next !== undefined) field.onChange(next);
                }}
              />
            </Field>
          )}
        />
        <Field id="weightGrams" label="Weight (grams)" error={errorFor('weightGrams')} hint={weightHint}>
          <Input
            id="weightGrams"
            inputMode="numeric"
            placeholder="e.g. 500"
            invalid={!!errorFor('weightGrams')}
            aria-describedby={describedBy('weightGrams', errorFor('weightGrams'), weightHint)}
            {...register('weightGrams')}
          />
        </Field>
        <Controller
          control={control}
          name="allowBackorder"
          render={({ field }) => (
            <div className="flex items-start justify-between gap-3">
              <div>
                <label htmlFor="allowBackorder" className="text-sm font-medium text-slate-700">
                  Allow backorder
                </label>
                <p id="allowBackorder-hint" className="text-xs text-muted">
                  Keep selling when out of stock — orders go to Procure.
                </p>
              </div>
              <Switch
                id="allowBackorder"
                checked={field.value}
                onCheckedChange={field.onChange}
                aria-describedby="allowBackorder-hint"
              />
            </div>
          )}
        />
        <Field
          id="lowStockThreshold"
          label="Low-stock alert at"
          error={errorFor('lowStockThreshold')}
          hint="Marked “Low” when available stock falls to this number."
        >
          <Input
            id="lowStockThreshold"
            inputMode="numeric"
            placeholder="5"
            invalid={!!errorFor('lowStockThreshold')}
            {...register('lowStockThreshold')}
          />
        </Field>
      </div>
    </Card>
  );
}
