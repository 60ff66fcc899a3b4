import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import {
  MONTHLY_ORDER_BANDS,
  SALES_PLATFORMS,
  SELL_CATEGORIES,
  SURVEY_COURIERS,
  surveyBodySchema,
  type Survey,
  type SurveyBody,
} from '@sauda/contracts/survey.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ChipGroup, ChoiceChips } from '../../../components/ui/chip-group.tsx';
import { Field, describedBy } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useSaveSurvey } from '../api/save-survey.ts';
import { SellingChoice } from './selling-choice.tsx';
import { getSurvey } from '../api/get-survey.ts';
import { monthlyOrdersLabel, PK_CITIES, QUESTIONNAIRE_STEPS } from './questionnaire-steps.ts';

/**
 * `askBusinessName`: false when the seller gave it at sign-up. It is then shown, not asked again
 * (with "Change" for a correction).
 */
type Defaults = { businessName: string; askBusinessName: boolean };

const FIELDS = [
  'currentlySelling',
  'businessName',
  'city',
  'whatYouSell',
  'monthlyOrders',
  'couriers',
  'salesPlatforms',
] as const;

export function QuestionnaireForm({
  defaults,
  onDone,
}: {
  defaults: Defaults;
  onDone: (survey: Survey) => void;
}) {
  const [step, setStep] = useState(0);
  const [editName, setEditName] = useState(defaults.askBusinessName);
  const save = useSaveSurvey();
  const form = useForm({
    resolver: zodResolver(surveyBodySchema),
    mode: 'onTouched',
    defaultValues: {
      currentlySelling: undefined,
      businessName: defaults.businessName,
      city: '',
      whatYouSell: [],
      monthlyOrders: undefined,
      couriers: [],
      salesPlatforms: [],
    },
  });
  const { errors } = form.formState;
  const current = QUESTIONNAIRE_STEPS[step] ?? QUESTIONNAIRE_STEPS[0]!;
  const last = step === QUESTIONNAIRE_STEPS.length - 1;

  /** Moving by Back or Continue: the step shown starts without the errors of an earlier visit. */
  function goTo(target: number) {
    const to = QUESTIONNAIRE_STEPS[target];
    if (!to) return;
    form.clearErrors(to.fields);
    setStep(target);
  }

  async function next() {
    const ok = await form.trigger(current.fields);
    if (ok) goTo(step + 1);
  }

  async function submit(body: SurveyBody) {
    try {
      onDone(await save.mutateAsync({ body, update: false }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const existing = await getSurvey().catch(() => null);
        if (existing) return onDone(existing);
      }
      const stepWithError = QUESTIONNAIRE_STEPS.findIndex((s) =>
        (error instanceof ApiError ? error.details : []).some((d) =>
          s.fields.includes(d.field as keyof SurveyBody),
        ),
      );
      applyServerFieldErrors(error, form.setError, FIELDS);
      if (stepWithError >= 0) setStep(stepWithError);
      toast.error(errorMessage(error, 'Could not save your answers'));
    }
  }

  const onSubmit = form.handleSubmit(submit, (errs) => {
    const first = QUESTIONNAIRE_STEPS.findIndex((s) => s.fields.some((f) => f in errs));
    if (first >= 0) setStep(first);
  });

  return (
    <form
      noValidate
      aria-label="Onboarding questionnaire"
      onSubmit={(e) => {
        if (!last) {
          e.preventDefault();
          void next();
          return;
        }
        void onSubmit(e);
      }}
    >
      <div className="mb-6">
        <div className="flex items-center justify-between text-xs font-medium text-muted">
          <span>
            Step {step + 1} of {QUESTIONNAIRE_STEPS.length}
          </span>
          <span>{current.title}</span>
        </div>
        <div
          className="mt-2 flex gap-1.5"
          role="progressbar"
          aria-label="Questionnaire progress"
          aria-valuemin={1}
          aria-valuemax={QUESTIONNAIRE_STEPS.length}
          aria-valuenow={step + 1}
        >
          {QUESTIONNAIRE_STEPS.map((s, i) => (
            <span
              key={s.title}
              className={cn(
                'h-1.5 flex-1 rounded-full transition-colors',
                i <= step ? 'bg-brand-600' : 'bg-slate-200',
              )}
            />
          ))}
        </div>
      </div>

      <h2 className="text-xl font-semibold text-ink">{current.title}</h2>
      <p className="mt-1 text-sm text-muted">{current.description}</p>

      <div className="mt-6 space-y-6">
        {step === 0 ? (
          <>
            <Field
              id="currentlySelling"
              label="Are you selling online right now?"
              error={errors.currentlySelling?.message && 'Choose one'}
            >
              <Controller
                control={form.control}
                name="currentlySelling"
                render={({ field }) => (
                  <SellingChoice
                    id="currentlySelling"
                    label="Are you selling online right now?"
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            </Field>
            {editName || errors.businessName ? (
              <Field id="businessName" label="Business name" error={errors.businessName?.message}>
                <Input
                  id="businessName"
                  autoComplete="organization"
                  invalid={!!errors.businessName}
                  aria-describedby={describedBy('businessName', errors.businessName?.message)}
                  {...form.register('businessName')}
                />
              </Field>
            ) : (
              <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2.5 text-sm">
                <p className="min-w-0">
                  <span className="text-muted">Business name: </span>
                  <span className="font-medium text-ink" data-testid="business-name">
                    {form.watch('businessName')}
                  </span>
                </p>
                <Button variant="link" size="sm" onClick={() => setEditName(true)}>
                  Change
                </Button>
              </div>
            )}
            <Field id="city" label="City" error={errors.city?.message} hint="Where you ship from.">
              <Input
                id="city"
                list="pk-cities"
                autoComplete="address-level2"
                placeholder="Lahore"
                invalid={!!errors.city}
                aria-describedby={describedBy('city', errors.city?.message, 'hint')}
                {...form.register('city')}
              />
              <datalist id="pk-cities">
                {PK_CITIES.map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
            </Field>
          </>
        ) : null}

        {step === 1 ? (
          <>
            <Field id="whatYouSell" label="What do you sell?" error={errors.whatYouSell?.message}>
              <Controller
                control={form.control}
                name="whatYouSell"
                render={({ field }) => (
                  <ChipGroup
                    id="whatYouSell"
                    label="What do you sell?"
                    options={SELL_CATEGORIES}
                    value={field.value}
                    onChange={field.onChange}
                    invalid={!!errors.whatYouSell}
                  />
                )}
              />
            </Field>
            <Field
              id="monthlyOrders"
              label="Orders per month"
              error={errors.monthlyOrders ? 'Choose one' : undefined}
            >
              <Controller
                control={form.control}
                name="monthlyOrders"
                render={({ field }) => (
                  <ChoiceChips
                    id="monthlyOrders"
                    label="Orders per month"
                    options={MONTHLY_ORDER_BANDS}
                    value={field.value}
                    onChange={field.onChange}
                    format={monthlyOrdersLabel}
                  />
                )}
              />
            </Field>
          </>
        ) : null}

        {step === 2 ? (
          <>
            <Field id="salesPlatforms" label="Where do you sell?" error={errors.salesPlatforms?.message}>
              <Controller
                control={form.control}
                name="salesPlatforms"
                render={({ field }) => (
                  <ChipGroup
                    id="salesPlatforms"
                    label="Where do you sell?"
                    options={SALES_PLATFORMS}
                    value={field.value}
                    onChange={field.onChange}
                    invalid={!!errors.salesPlatforms}
                  />
                )}
              />
            </Field>
            <Field id="couriers" label="Which couriers do you use?" error={errors.couriers?.message}>
              <Controller
                control={form.control}
                name="couriers"
                render={({ field }) => (
                  <ChipGroup
                    id="couriers"
                    label="Which couriers do you use?"
                    options={SURVEY_COURIERS}
                    value={field.value}
                    onChange={field.onChange}
                    invalid={!!errors.couriers}
                  />
                )}
              />
            </Field>
          </>
        ) : null}
      </div>

      <div className="mt-8 flex items-center justify-between gap-3 border-t border-line pt-5">
        <Button
          variant="ghost"
          onClick={() => goTo(Math.max(0, step - 1))}
          disabled={step === 0}
          className={step === 0 ? 'invisible' : undefined}
        >
          <ArrowLeft /> Back
        </Button>
        <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
          {last ? 'Finish setup' : 'Continue'} {last ? null : <ArrowRight />}
        </Button>
      </div>
    </form>
  );
}
