import { useId, useRef, useState, type FormEvent } from 'react';
import type { CourierAccount } from '@sauda/contracts/couriers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, describedBy, Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useImportPayments } from '../api/import-payments.ts';
import { checkCprHeader, fileProblem, type HeaderCheck } from '../lib/csv-check.ts';
import type { ImportCprResult } from '../lib/import-result.ts';
import { ColumnsHelp, HeaderFound, ImportResultView } from './import-parts.tsx';

const accountLabel = (a: Pick<CourierAccount, 'name' | 'courierName'>) =>
  a.name && a.name !== a.courierName ? `${a.name} (${a.courierName})` : a.courierName || a.name;

/** Courier + the CSV its payment came in → the import's summary (re-importing changes nothing). */
export function ImportPaymentsDialog({
  open,
  onOpenChange,
  accounts,
  defaultCourierId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  accounts: readonly CourierAccount[];
  defaultCourierId: string | undefined;
}) {
  const uid = useId();
  const ids = { form: `${uid}-form`, courier: `${uid}-courier`, file: `${uid}-file` };
  const fileRef = useRef<HTMLInputElement>(null);
  const [courierId, setCourierId] = useState<string | undefined>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [courierError, setCourierError] = useState<string | undefined>();
  const [header, setHeader] = useState<HeaderCheck | null>(null);
  const [result, setResult] = useState<ImportCprResult | null>(null);
  const upload = useImportPayments();

  const chosen =
    courierId && accounts.some((a) => a._id === courierId)
      ? courierId
      : accounts.some((a) => a._id === defaultCourierId)
        ? defaultCourierId
        : accounts.length === 1
          ? accounts[0]?._id
          : undefined;

  function reset() {
    setFile(null);
    setFileError(undefined);
    setHeader(null);
    setResult(null);
    upload.reset();
    if (fileRef.current) fileRef.current.value = '';
  }

  async function chooseFile(next: File | undefined) {
    upload.reset();
    setFile(next ?? null);
    setHeader(null);
    if (!next) return setFileError(undefined);
    const problem = fileProblem(next);
    if (problem) return setFileError(problem);
    try {
      const check = checkCprHeader(await next.slice(0, 64 * 1024).text());
      setHeader(check);
      setFileError(
        check.ok
          ? undefined
          : `No ${check.missing.join(' or ').toLowerCase()} column found. See the column names below.`,
      );
    } catch {
      setFileError('Could not read this file.');
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!chosen) setCourierError('Choose the courier that sent this payment.');
    if (!file) {
      setFileError('Choose the CSV file to import.');
      fileRef.current?.focus();
    }
    if (!chosen || !file || fileError) return;
    upload.mutate({ courierId: chosen, file }, { onSuccess: setResult });
  }

  const footer = result ? (
    <>
      <Button variant="outline" onClick={reset}>
        Import another file
      </Button>
      <Button onClick={() => onOpenChange(false)}>Done</Button>
    </>
  ) : (
    <>
      <Button variant="outline" onClick={() => onOpenChange(false)} disabled={upload.isPending}>
        Cancel
      </Button>
      <Button type="submit" form={ids.form} loading={upload.isPending} disabled={!!fileError}>
        Import
      </Button>
    </>
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (upload.isPending) return;
        if (!next) {
          reset();
          setCourierId(undefined);
          setCourierError(undefined);
        }
        onOpenChange(next);
      }}
      title="Import payment file"
      description="The CSV your courier sends with a COD payment (CPR or cheque). Each parcel line is matched to your parcels by tracking number."
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
      footer={footer}
    >
      {result ? (
        <ImportResultView result={result} fileName={file?.name} />
      ) : (
        <form
          id={ids.form}
          onSubmit={submit}
          noValidate
          className="space-y-4"
          aria-label="Import payment file"
        >
          <Field id={ids.courier} label="Courier" error={courierError}>
            <Select
              id={ids.courier}
              aria-label="Courier"
              invalid={!!courierError}
              options={accounts.map((a) => ({ value: a._id, label: accountLabel(a) }))}
              value={chosen}
              onValueChange={(v) => {
                setCourierId(v);
                setCourierError(undefined);
              }}
            />
          </Field>
          <Field id={ids.file} label="CSV file" error={fileError} hint="Up to 1 MB.">
            <input
              ref={fileRef}
              id={ids.file}
              type="file"
              accept=".csv,text/csv"
              aria-invalid={!!fileError || undefined}
              aria-describedby={describedBy(ids.file, fileError, 'hint')}
              onChange={(e) => void chooseFile(e.target.files?.[0])}
              className={cn(
                controlClasses,
                'h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-800',
              )}
            />
          </Field>
          {header ? <HeaderFound check={header} /> : null}
          {upload.isError ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              {errorMessage(upload.error, 'Could not import the file')}
            </p>
          ) : null}
          <ColumnsHelp />
        </form>
      )}
    </Modal>
  );
}
