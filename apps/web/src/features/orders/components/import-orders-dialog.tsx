import { useId, useRef, useState, type FormEvent } from 'react';
import { CheckCircle2, Download, TriangleAlert } from 'lucide-react';
import type { Job } from '@sauda/contracts/jobs.ts';
import type { Store } from '@sauda/contracts/stores.ts';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, describedBy, Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import {
  IMPORT_MAX_BYTES,
  IMPORT_TEMPLATE_CSV,
  isJobDone,
  useImportJob,
  useImportOrders,
} from '../api/import-orders.ts';

const COLUMNS_HELP: { name: string; text: string }[] = [
  { name: 'Name', text: 'or Buyer / Customer' },
  { name: 'Phone', text: 'or Mobile' },
  { name: 'Address', text: '' },
  { name: 'City', text: '' },
  { name: 'Province', text: 'optional' },
  { name: 'Payment', text: 'COD (default) or prepaid' },
  { name: 'Items', text: '“Title x2 @ 1500; Other x1 @ 900” — or Item + Qty + Price columns' },
  { name: 'Discount, Shipping, Tags, Notes', text: 'optional' },
];

function defaultStore(stores: Store[]): string {
  return (stores.find((s) => s.platform === 'sauda') ?? stores[0])?._id ?? '';
}

function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([IMPORT_TEMPLATE_CSV], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'sauda-orders-template.csv';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function count(result: Job['result'], key: string): number {
  const value = result?.[key];
  return typeof value === 'number' ? value : 0;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

function ImportProgress({ job }: { job: Job | undefined }) {
  const total = job?.total ?? 0;
  const progress = job?.progress ?? 0;
  const percent = total > 0 ? Math.min(100, Math.round((progress / total) * 100)) : 0;
  return (
    <div className="space-y-2" aria-live="polite">
      <div className="flex justify-between text-sm">
        <span className="font-medium text-ink">
          {job?.status === 'running' ? 'Importing orders…' : 'Waiting to start…'}
        </span>
        <span className="text-muted tabular-nums">{total > 0 ? `${progress} / ${total} rows` : ''}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-muted">You can close this window — the import keeps going.</p>
    </div>
  );
}

function ImportResult({ job }: { job: Job }) {
  const created = count(job.result, 'created');
  const failed = Math.max(count(job.result, 'failed'), job.errors.length);
  return (
    <div className="space-y-3" aria-live="polite">
      {job.status === 'failed' ? (
        <p role="alert" className="flex items-start gap-2 text-sm text-red-700">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" />
          {job.lastError ?? 'The import stopped.'}{' '}
          {created > 0 ? `${created} orders were created before it stopped.` : null}
        </p>
      ) : (
        <p className="flex items-start gap-2 text-sm font-medium text-ink">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-brand-700" />
          Created {created} {created === 1 ? 'order' : 'orders'}
          {failed > 0 ? `, ${failed} ${failed === 1 ? 'row' : 'rows'} had problems` : ''}
        </p>
      )}
      {job.errors.length > 0 ? (
        <ul
          aria-label="Rows with problems"
          className="max-h-48 space-y-1 overflow-y-auto rounded-lg border border-red-100 bg-red-50/60 p-3 text-sm text-red-800"
        >
          {job.errors.map((e, i) => (
            <li key={`${e.row}-${i}`}>
              <span className="font-medium">Row {e.row}:</span> {e.message}
            </li>
          ))}
        </ul>
      ) : null}
      {failed > job.errors.length ? (
        <p className="text-xs text-muted">Only the first {job.errors.length} problems are listed.</p>
      ) : null}
    </div>
  );
}

/** Upload a CSV of orders, follow the background job's progress, then list what went wrong per row. */
export function ImportOrdersDialog({
  open,
  onOpenChange,
  stores,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stores: Store[];
}) {
  const uid = useId();
  const fileId = `${uid}-file`;
  const storeFieldId = `${uid}-store`;
  const fileRef = useRef<HTMLInputElement>(null);
  const [storeId, setStoreId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [jobId, setJobId] = useState<string | undefined>();
  const upload = useImportOrders();
  const job = useImportJob(jobId);

  const chosenStore = stores.some((s) => s._id === storeId) ? storeId : defaultStore(stores);
  const done = isJobDone(job.data);

  function reset() {
    setFile(null);
    setFileError(undefined);
    setJobId(undefined);
    upload.reset();
  }

  function chooseFile(next: File | undefined) {
    upload.reset();
    setFile(next ?? null);
    if (!next) setFileError(undefined);
    else if (next.size > IMPORT_MAX_BYTES)
      setFileError(`This file is ${formatSize(next.size)}; the limit is 1 MB. Split it into smaller files.`);
    else if (next.size === 0) setFileError('This file is empty.');
    else setFileError(undefined);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) {
      setFileError('Choose a CSV file to upload.');
      fileRef.current?.focus();
      return;
    }
    if (fileError || !chosenStore) return;
    upload.mutate({ storeId: chosenStore, file }, { onSuccess: (created) => setJobId(created._id) });
  }

  const formId = `${uid}-form`;
  const footer = jobId ? (
    <>
      {done ? (
        <Button variant="outline" onClick={reset}>
          Import another file
        </Button>
      ) : null}
      <Button variant={done ? 'primary' : 'outline'} onClick={() => onOpenChange(false)}>
        {done ? 'Done' : 'Close'}
      </Button>
    </>
  ) : (
    <>
      <Button variant="outline" onClick={() => onOpenChange(false)} disabled={upload.isPending}>
        Cancel
      </Button>
      <Button type="submit" form={formId} loading={upload.isPending} disabled={!!fileError}>
        Upload
      </Button>
    </>
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (upload.isPending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Import orders from CSV"
      description="Add many orders at once from a spreadsheet. A file from Export CSV imports as is."
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
      footer={footer}
    >
      {jobId ? (
        job.isError && !job.data ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(job.error, 'Could not read the import’s progress')}
          </p>
        ) : done && job.data ? (
          <ImportResult job={job.data} />
        ) : (
          <ImportProgress job={job.data} />
        )
      ) : (
        <form id={formId} onSubmit={submit} noValidate className="space-y-4" aria-label="Import orders">
          {stores.length > 1 ? (
            <Field id={storeFieldId} label="Store">
              <Select
                id={storeFieldId}
                options={stores.map((s) => ({ value: s._id, label: s.name }))}
                value={chosenStore}
                onValueChange={setStoreId}
              />
            </Field>
          ) : (
            <p className="text-sm text-muted">
              Store: <span className="font-medium text-ink">{stores[0]?.name}</span>
            </p>
          )}
          <Field id={fileId} label="CSV file" error={fileError} hint="Up to 1 MB and 5,000 orders.">
            <input
              ref={fileRef}
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              aria-invalid={!!fileError || undefined}
              aria-describedby={describedBy(fileId, fileError, 'hint')}
              onChange={(e) => chooseFile(e.target.files?.[0])}
              className={cn(
                controlClasses,
                'h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-800',
              )}
            />
          </Field>
          {upload.isError ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              {errorMessage(upload.error, 'Could not upload the file')}
            </p>
          ) : null}
          <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            <p className="font-medium text-ink">Columns (the first row names them)</p>
            <ul className="mt-1.5 space-y-0.5 text-xs">
              {COLUMNS_HELP.map((c) => (
                <li key={c.name}>
                  <span className="font-medium">{c.name}</span>
                  {c.text ? <span className="text-muted"> — {c.text}</span> : null}
                </li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-muted">Prices are in rupees.</p>
            <Button variant="link" size="sm" className="mt-2 text-sm" onClick={downloadTemplate}>
              <Download /> Download a template CSV
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
