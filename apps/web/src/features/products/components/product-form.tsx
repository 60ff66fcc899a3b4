import { Suspense, lazy, useCallback, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { FormProvider, get, useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import toast from 'react-hot-toast';
import { AlertTriangle } from 'lucide-react';
import type { Product, ProductImage } from '@sauda/contracts/products.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Field, describedBy } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useCreateProduct, useUpdateProduct } from '../api/save-product.ts';
import {
  emptyProductValues,
  formFieldFor,
  newVariant,
  productToFormValues,
  toProductBody,
  type ProductFormValues,
} from '../lib/product-form.ts';
import { mergeVariants, optionsProblem, sameCombinations, type OptionDraft } from '../lib/variants.ts';
import { ProductImagesCard } from './product-images-card.tsx';
import { ProductOptionsCard } from './product-options-card.tsx';
import {
  ProductOrganisationCard,
  ProductSellingCard,
  ProductStatusCard,
  type NamedOption,
} from './product-side-cards.tsx';
import { ProductVariantsCard, type VariantStock } from './product-variants-card.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

// The editor (Tiptap/ProseMirror) loads on its own so the form shows without waiting for it.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

function EditorPlaceholder() {
  return (
    <div className="h-[186px] rounded-lg border border-line bg-white shadow-xs" aria-hidden="true">
      <div className="h-[41px] border-b border-line" />
    </div>
  );
}

const KNOWN_FIELD =
  /^(title|descriptionHtml|status|vendorId|categoryId|tags|images|discount|weightGrams|allowBackorder|lowStockThreshold|options|variants)(\.|$)/;
/** Array-level messages live under `.root` so they do not clash with per-row errors. */
const ARRAY_FIELDS = new Set(['options', 'variants']);

/** Create or edit a product: details, images, options → variants, pricing, stock and organisation. */
export function ProductForm({
  product,
  vendors,
  categories,
  onSaved,
  aside,
  leaveRef,
}: {
  product?: Product;
  vendors: NamedOption[];
  categories: NamedOption[];
  onSaved: (product: Product) => void;
  /** Extra cards for the side column (edit page: sales channel). */
  aside?: ReactNode;
  /** Set to true by the page before it navigates away on purpose (e.g. after deleting). */
  leaveRef?: RefObject<boolean>;
}) {
  const editing = !!product;
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const form = useForm<ProductFormValues>({
    defaultValues: product ? productToFormValues(product) : emptyProductValues(),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const variants = useFieldArray({ control: form.control, name: 'variants' });
  const options = useWatch({ control: form.control, name: 'options' });
  const images = useWatch({ control: form.control, name: 'images' });
  const description = useWatch({ control: form.control, name: 'descriptionHtml' });
  const [optionsNote, setOptionsNote] = useState<string | undefined>();
  const [problems, setProblems] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const ownLeaveRef = useRef(false);
  const leaving = leaveRef ?? ownLeaveRef;

  const errorFor = (path: string): string | undefined => {
    const node = get(errors, ARRAY_FIELDS.has(path) ? `${path}.root` : path) as
      { message?: string } | undefined;
    return node?.message;
  };

  function changeOptions(next: OptionDraft[]): string | null {
    const problem = optionsProblem(next);
    setOptionsNote(problem ?? undefined);
    if (problem) return problem;
    const before = form.getValues('options');
    form.setValue('options', next, { shouldDirty: true });
    if (!sameCombinations(before, next)) {
      variants.replace(mergeVariants(form.getValues('variants'), next, newVariant));
    }
    form.clearErrors(['options', 'variants']);
    return null;
  }

  const addImage = useCallback(
    (image: ProductImage) =>
      form.setValue('images', [...form.getValues('images'), image], { shouldDirty: true }),
    [form],
  );

  function changeImages(next: ProductImage[]) {
    form.setValue('images', next, { shouldDirty: true });
    form.clearErrors('images');
    const ids = new Set(next.map((img) => img.id));
    form.getValues('variants').forEach((v, i) => {
      if (v.imageId && !ids.has(v.imageId)) form.setValue(`variants.${i}.imageId`, '', { shouldDirty: true });
    });
  }

  function showErrors(map: Record<string, string>) {
    const unknown: string[] = [];
    for (const [field, message] of Object.entries(map)) {
      if (!KNOWN_FIELD.test(field)) {
        unknown.push(message);
        continue;
      }
      const name = ARRAY_FIELDS.has(field) ? `${field}.root` : field;
      form.setError(name as FieldPath<ProductFormValues>, { type: 'server', message });
    }
    setProblems(unknown);
    // Once the messages are on screen, focus the first field (in page order) that has one.
    setTimeout(() => {
      const first = document.querySelector<HTMLElement>(
        'form[data-product-form] [aria-invalid="true"], form[data-product-form] [role="alert"]',
      );
      first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      if (first?.matches('input, [contenteditable], button')) first.focus({ preventScroll: true });
    }, 50);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setProblems([]);
    if (uploading) {
      toast.error('Wait for the images to finish uploading');
      return;
    }
    const result = toProductBody(values);
    if (!result.ok) {
      showErrors(result.errors);
      toast.error('Check the highlighted fields');
      return;
    }
    try {
      const saved = product
        ? await update.mutateAsync({ id: product._id, body: result.body })
        : await create.mutateAsync(result.body);
      form.reset(productToFormValues(saved));
      // The page may navigate away (create → edit page): the saved form must not ask first.
      leaving.current = true;
      onSaved(saved);
      setTimeout(() => {
        leaving.current = false;
      }, 0);
    } catch (error) {
      if (error instanceof ApiError && error.details.length) {
        showErrors(Object.fromEntries(error.details.map((d) => [formFieldFor(d.field), d.message])));
      }
      toast.error(errorMessage(error, 'Could not save the product'));
    }
  });

  const stock: Record<string, VariantStock> | undefined = product
    ? Object.fromEntries(product.variants.map((v) => [v._id, v]))
    : undefined;
  const titleError = errorFor('title');
  const descriptionError = errorFor('descriptionHtml');

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard when={isDirty && !isSubmitting} bypass={leaving} />
      <form
        onSubmit={(e) => {
          // Messages on fields that are not registered inputs (options, images…) would otherwise
          // keep handleSubmit from ever calling onValid again.
          form.clearErrors();
          void onSubmit(e);
        }}
        noValidate
        aria-label={editing ? 'Edit Product' : 'Create Product'}
        data-product-form
      >
        {problems.length ? (
          <div
            role="alert"
            className="mb-6 flex gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" />
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)]">
          <div className="space-y-6">
            <Card>
              <CardHeader title="Details" />
              <div className="space-y-4 px-5 py-4">
                <Field id="title" label="Title" error={titleError}>
                  <Input
                    id="title"
                    maxLength={200}
                    placeholder="e.g. Embroidered lawn suit, 3 piece"
                    invalid={!!titleError}
                    aria-describedby={describedBy('title', titleError)}
                    {...form.register('title')}
                  />
                </Field>
                <div className="space-y-1.5">
                  <p id="description-label" className="text-sm font-medium text-slate-700">
                    Description <span className="font-normal text-muted">(optional)</span>
                  </p>
                  <Suspense fallback={<EditorPlaceholder />}>
                    <RichTextEditor
                      id="descriptionHtml"
                      labelId="description-label"
                      value={description}
                      onChange={(html) => form.setValue('descriptionHtml', html, { shouldDirty: true })}
                      invalid={!!descriptionError}
                      describedBy={descriptionError ? 'descriptionHtml-error' : undefined}
                      placeholder="Fabric, fit, care, what’s in the box…"
                    />
                  </Suspense>
                  {descriptionError ? (
                    <p id="descriptionHtml-error" role="alert" className="text-sm text-red-700">
                      {descriptionError}
                    </p>
                  ) : null}
                </div>
              </div>
            </Card>
            <ProductImagesCard
              images={images}
              onAdd={addImage}
              onChange={changeImages}
              onBusyChange={setUploading}
              error={errorFor('images')}
            />
            <ProductOptionsCard
              options={options}
              onChange={changeOptions}
              errorFor={errorFor}
              problem={optionsNote ?? errorFor('options')}
            />
            <ProductVariantsCard fields={variants.fields} errorFor={errorFor} stock={stock} />
          </div>
          <div className="space-y-6">
            <ProductStatusCard errorFor={errorFor} allowArchived={editing} />
            {aside}
            <ProductOrganisationCard errorFor={errorFor} vendors={vendors} categories={categories} />
            <ProductSellingCard errorFor={errorFor} />
          </div>
        </div>
        <div className="sticky bottom-0 z-10 mt-6 flex flex-wrap items-center justify-end gap-2 rounded-xl border border-line bg-white/95 px-4 py-3 shadow-pop backdrop-blur">
          <p className="mr-auto text-sm text-muted" aria-live="polite">
            {uploading
              ? 'Uploading images…'
              : isDirty
                ? 'Unsaved changes'
                : editing
                  ? 'All changes saved'
                  : ''}
          </p>
          {editing && isDirty ? (
            <Button variant="ghost" onClick={() => form.reset()} disabled={isSubmitting}>
              Discard changes
            </Button>
          ) : (
            <Link to="/products" className={buttonClasses('outline')}>
              Cancel
            </Link>
          )}
          <Button type="submit" loading={isSubmitting} disabled={uploading}>
            {editing ? 'Save product' : 'Create Product'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
