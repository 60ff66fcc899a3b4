import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { Advice } from '@sauda/contracts/couriers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { formatPKR } from '../../../lib/format.ts';
import {
  ANSWER_FIELDS,
  emptyAnswerValues,
  listNames,
  plural,
  toAnswerBody,
  type AdviceAction,
  type AnswerBody,
  type AnswerValues,
} from '../lib/answer.ts';

export type AnswerTarget = { action: AdviceAction; advices: Advice[] };

const CONFIRM: Record<AdviceAction, (n: number) => string> = {
  reattempt: (n) => (n === 1 ? 'Re-attempt delivery' : `Re-attempt ${n}`),
  return: (n) => (n === 1 ? 'Return parcel' : `Return ${n}`),
  hold: (n) => (n === 1 ? 'Hold parcel' : `Hold ${n}`),
};

const REMARK_HINTS: Record<AdviceAction, string> = {
  reattempt: 'e.g. Buyer is home after 5 pm, call before coming',
  return: 'e.g. Buyer refused the parcel on WhatsApp',
  hold: 'e.g. Buyer will collect it from your office on Friday',
};

function texts(t: AnswerTarget) {
  const n = t.advices.length;
  const one = t.advices[0];
  const who = n === 1 && one ? one.parcel.orderName : plural(n, 'parcel');
  const couriers = listNames(t.advices.map((a) => a.parcel.courierName));
  const cod = t.advices.reduce((sum, a) => sum + a.parcel.codAmount, 0);
  switch (t.action) {
    case 'reattempt':
      return {
        title: `Re-attempt delivery of ${who}?`,
        description:
          n === 1
            ? `${couriers} will try to deliver again.`
            : `${couriers} will try again at the booked addresses. To correct an address, answer that parcel on its own.`,
      };
    case 'return':
      return {
        title: `Return ${who} to you?`,
        description: `${couriers} will stop trying and send ${n === 1 ? 'the parcel' : 'the parcels'} back. ${formatPKR(cod)} COD will not be collected.`,
      };
    default:
      return {
        title: `Hold ${who} at the courier?`,
        description: `${couriers} will keep ${n === 1 ? 'the parcel' : 'the parcels'} at its office until you decide.`,
      };
  }
}

function AnswerForm({
  target,
  formId,
  onSubmit,
  onDone,
}: {
  target: AnswerTarget;
  formId: string;
  onSubmit: (body: AnswerBody) => Promise<void>;
  onDone: () => void;
}) {
  const uid = useId();
  const ids = target.advices.map((a) => a._id);
  const resolver: Resolver<AnswerValues> = (values) => {
    const result = toAnswerBody(ids, target.action, values);
    if (result.ok) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        Object.entries(result.errors).map(([k, message]) => [k, { type: 'validate', message }]),
      ),
    };
  };
  const form = useForm<AnswerValues>({ resolver, defaultValues: emptyAnswerValues() });
  const { errors } = form.formState;
  const single = target.advices.length === 1 ? target.advices[0] : undefined;
  const canCorrect = target.action === 'reattempt' && !!single;
  const corrected = canCorrect && form.watch('addressMode') === 'corrected';

  const submit = form.handleSubmit(async (values) => {
    const result = toAnswerBody(ids, target.action, values);
    if (!result.ok) return;
    try {
      await onSubmit(result.body);
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ANSWER_FIELDS);
      toast.error(errorMessage(error, 'Could not send the answer'));
    }
  });

  const f = (name: string) => `${uid}-${name}`;
  const radio = (value: AnswerValues['addressMode'], label: string, detail?: string) => (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-2.5 rounded-lg border px-3 py-2.5 text-sm transition-colors',
        form.watch('addressMode') === value
          ? 'border-brand-600 bg-brand-50/60'
          : 'border-line hover:bg-slate-50',
      )}
    >
      <input
        type="radio"
        value={value}
        className="mt-0.5 accent-brand-700"
        {...form.register('addressMode')}
      />
      <span className="min-w-0">
        <span className="font-medium text-ink">{label}</span>
        {detail ? <span className="block break-words text-muted">{detail}</span> : null}
      </span>
    </label>
  );

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-4" aria-label="Answer the courier">
      {canCorrect && single ? (
        <fieldset className="space-y-2">
          <legend className="mb-1.5 text-sm font-medium text-slate-700">Deliver to</legend>
          {radio(
            'same',
            'Same address',
            [
              [single.parcel.consignee.address, single.parcel.consignee.city].filter(Boolean).join(', '),
              single.parcel.consignee.phone,
            ]
              .filter(Boolean)
              .join(' · '),
          )}
          {radio('corrected', 'A corrected address')}
        </fieldset>
      ) : null}
      {corrected && single ? (
        <>
          <Field id={f('address')} label="Corrected address" error={errors.address?.message}>
            <Textarea
              id={f('address')}
              rows={2}
              maxLength={300}
              autoFocus
              invalid={!!errors.address}
              aria-describedby={describedBy(f('address'), errors.address?.message)}
              placeholder="House, street, area and landmark"
              {...form.register('address')}
            />
          </Field>
          <Field
            id={f('phone')}
            label="New phone"
            optional
            error={errors.phone?.message}
            hint={`Leave empty to keep ${single.parcel.consignee.phone}`}
          >
            <Input
              id={f('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              invalid={!!errors.phone}
              aria-describedby={describedBy(f('phone'), errors.phone?.message, 'hint')}
              placeholder="0300 1234567"
              {...form.register('phone')}
            />
          </Field>
        </>
      ) : null}
      <Field id={f('remarks')} label="Remarks for the courier" optional error={errors.remarks?.message}>
        <Textarea
          id={f('remarks')}
          rows={3}
          maxLength={300}
          invalid={!!errors.remarks}
          aria-describedby={describedBy(f('remarks'), errors.remarks?.message)}
          placeholder={REMARK_HINTS[target.action]}
          {...form.register('remarks')}
        />
      </Field>
    </form>
  );
}

/** Re-attempt (same or corrected address), return or hold: one parcel or a selection, with remarks. */
export function AnswerDialog({
  target,
  pending,
  onOpenChange,
  onSubmit,
}: {
  target: AnswerTarget | null;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (body: AnswerBody) => Promise<void>;
}) {
  const uid = useId();
  const formId = `${uid}-answer`;
  const t = target ? texts(target) : { title: 'Answer the courier', description: undefined };
  const n = target?.advices.length ?? 0;
  return (
    <Modal
      open={!!target}
      onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}
      title={t.title}
      description={t.description}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={target?.action === 'return' ? 'danger' : 'primary'}
            loading={pending}
          >
            {target ? CONFIRM[target.action](n) : 'Send'}
          </Button>
        </>
      }
    >
      {target ? (
        <AnswerForm
          key={`${target.action}:${target.advices.map((a) => a._id).join(',')}`}
          target={target}
          formId={formId}
          onSubmit={onSubmit}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Modal>
  );
}
