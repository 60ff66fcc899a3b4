import { Link } from 'react-router';
import { Thumb } from '../../../components/ui/thumb.tsx';
import { Controller, useFormContext, useWatch, type FieldArrayWithId } from 'react-hook-form';
import { discountedPrice, parseDiscountInput, parseInventoryInput } from '@sauda/contracts/products.ts';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formatPKR } from '../../../lib/format.ts';
import { rupeesToPaisa } from '../../../lib/money.ts';
import { variantTitle } from '../lib/display.ts';
import { nextNumberText, numberOf } from '../lib/numeric-input.ts';
import type { ProductFormValues } from '../lib/product-form.ts';

export type VariantStock = { available: number; committed: number; backordered: number };

const NO_IMAGE = '__none__';

/** Price, compare-at price, cost, stock, SKU, barcode and image for each variant. */
export function ProductVariantsCard({
  fields,
  errorFor,
  stock,
}: {
  fields: FieldArrayWithId<ProductFormValues, 'variants', 'id'>[];
  errorFor: (path: string) => string | undefined;
  /** Saved figures by variant id (edit page). */
  stock?: Record<string, VariantStock>;
}) {
  const { control, register } = useFormContext<ProductFormValues>();
  const discountText = useWatch({ control, name: 'discount' });
  const prices = useWatch({ control, name: 'variants' });
  const images = useWatch({ control, name: 'images' });
  const discount = numberOf(discountText ?? '', parseDiscountInput);
  const single = fields.length === 1 && fields[0]?.optionValues.length === 0;
  const editing = !!stock;

  return (
    <Card>
      <CardHeader
        title={single ? 'Price & stock' : `Variants (${fields.length})`}
        description={
          editing ? (
            <>
              Stock changes here are recorded as adjustments. For counts above 100 or other locations use{' '}
              <Link to="/inventory" className="font-medium text-brand-700 hover:underline">
                Inventory
              </Link>
              .
            </>
          ) : (
            'Prices in rupees. Opening stock up to 100 here; use Inventory for more.'
          )
        }
      />
      {errorFor('variants') ? (
        <p role="alert" className="px-5 pt-3 text-sm text-red-700">
          {errorFor('variants')}
        </p>
      ) : null}
      <ol className="divide-y divide-line">
        {fields.map((f, i) => {
          const title = variantTitle(f.optionValues);
          const suffix = single ? null : <span className="sr-only"> — {title}</span>;
          const id = (name: string) => `variants.${i}.${name}`;
          const price = rupeesToPaisa(prices?.[i]?.price ?? '');
          const imageId = prices?.[i]?.imageId;
          const image = images?.find((img) => img.id === imageId);
          const saved = f._id ? stock?.[f._id] : undefined;
          return (
            <li key={f.id} className="px-5 py-4">
              <fieldset>
                {single ? (
                  <legend className="sr-only">Default variant</legend>
                ) : (
                  <legend className="mb-3 flex items-center gap-2 text-sm font-semibold text-ink">
                    {image ? <Thumb src={image.thumbnailUrl} alt="" size="sm" /> : null}
                    {title}
                  </legend>
                )}
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
                  <Field
                    id={id('price')}
                    label={<>Price (Rs){suffix}</>}
                    error={errorFor(id('price'))}
                    hint={
                      discount && price !== null
                        ? `${formatPKR(discountedPrice(price, discount))} after ${discount}% off`
                        : undefined
                    }
                  >
                    <Input
                      id={id('price')}
                      inputMode="decimal"
                      placeholder="0"
                      invalid={!!errorFor(id('price'))}
                      {...register(`variants.${i}.price`)}
                    />
                  </Field>
                  <Field
                    id={id('compareAtPrice')}
                    label={<>Compare-at (Rs){suffix}</>}
                    error={errorFor(id('compareAtPrice'))}
                  >
                    <Input
                      id={id('compareAtPrice')}
                      inputMode="decimal"
                      placeholder="Optional"
                      invalid={!!errorFor(id('compareAtPrice'))}
                      {...register(`variants.${i}.compareAtPrice`)}
                    />
                  </Field>
                  <Field id={id('cost')} label={<>Cost (Rs){suffix}</>} error={errorFor(id('cost'))}>
                    <Input
                      id={id('cost')}
                      inputMode="decimal"
                      placeholder="Optional"
                      invalid={!!errorFor(id('cost'))}
                      {...register(`variants.${i}.cost`)}
                    />
                  </Field>
                  <Field
                    id={id('inventory')}
                    label={<>Stock{suffix}</>}
                    error={errorFor(id('inventory'))}
                    hint={
                      saved
                        ? `${saved.committed} committed${saved.backordered ? `, ${saved.backordered} backordered` : ''}`
                        : editing
                          ? 'New variant: opening stock'
                          : 'Opening stock, 0–100'
                    }
                  >
                    <Controller
                      control={control}
                      name={`variants.${i}.inventory`}
                      render={({ field }) => (
                        <Input
                          id={id('inventory')}
                          inputMode="numeric"
                          placeholder="0"
                          invalid={!!errorFor(id('inventory'))}
                          value={field.value}
                          onBlur={field.onBlur}
                          onChange={(e) => {
                            const next = nextNumberText(e.target.value, parseInventoryInput, {
                              integer: true,
                            });
                            if (next !== undefined) field.onChange(next);
                          }}
                        />
                      )}
                    />
                  </Field>
                  <Field id={id('sku')} label={<>SKU{suffix}</>} error={errorFor(id('sku'))}>
                    <Input
                      id={id('sku')}
                      maxLength={80}
                      placeholder="Optional"
                      {...register(`variants.${i}.sku`)}
                    />
                  </Field>
                  <Field id={id('barcode')} label={<>Barcode{suffix}</>} error={errorFor(id('barcode'))}>
                    <Input
                      id={id('barcode')}
                      maxLength={80}
                      placeholder="Optional"
                      {...register(`variants.${i}.barcode`)}
                    />
                  </Field>
                  {!single && images && images.length ? (
                    <Field id={id('imageId')} label={<>Image{suffix}</>} error={errorFor(id('imageId'))}>
                      <Controller
                        control={control}
                        name={`variants.${i}.imageId`}
                        render={({ field }) => (
                          <Select
                            id={id('imageId')}
                            value={field.value || NO_IMAGE}
                            onValueChange={(v) => field.onChange(v === NO_IMAGE ? '' : v)}
                            options={[
                              { value: NO_IMAGE, label: 'No image' },
                              ...images.map((img, n) => ({
                                value: img.id,
                                label: `Image ${n + 1}${n === 0 ? ' (cover)' : ''}`,
                              })),
                            ]}
                          />
                        )}
                      />
                    </Field>
                  ) : null}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
