import Papa from 'papaparse';
import { JOB_ERRORS_KEPT, ORDER_IMPORT_MAX_ROWS, type Job, type RowError } from '@sauda/contracts/jobs.ts';
import { createOrderBodySchema } from '@sauda/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import * as jobsRepo from '../../jobs/jobs.repo.ts';
import type { JobContext, JobOutcome } from '../../jobs/runner.ts';
import * as repo from './orders.repo.ts';
import { createOrder, type CreateOrderInput } from './orders.service.ts';

export const ORDER_IMPORT_JOB = 'orders_import';
const CHECKPOINT_EVERY = 25;

/** Column names we accept (compared without case, spaces or punctuation). */
const COLUMNS = {
  name: ['buyer', 'name', 'customer', 'customername', 'buyername'],
  phone: ['phone', 'mobile', 'phonenumber', 'contact'],
  address: ['address', 'shippingaddress'],
  city: ['city'],
  province: ['province'],
  payment: ['payment', 'paymentmethod'],
  items: ['items'],
  item: ['item', 'product', 'title'],
  quantity: ['quantity', 'qty'],
  price: ['unitprice', 'unitpricepkr', 'price', 'pricepkr'],
  discount: ['discount', 'discountpkr'],
  shipping: ['shipping', 'shippingpkr', 'deliverycharges'],
  tags: ['tags'],
  notes: ['notes', 'note', 'remarks'],
} as const;
type Column = keyof typeof COLUMNS;

/** The file's columns, for the API document (what the import really reads). */
export const IMPORT_COLUMNS_HELP =
  'A CSV file with a header row. Columns are matched without case, spaces or punctuation: ' +
  Object.values(COLUMNS)
    .map((a) => (a.length > 1 ? `${a[0]} (or ${a.slice(1).join(', ')})` : a[0]))
    .join('; ') +
  '. Required: buyer, phone, address, city, and items or item. Amounts in PKR.';
const key = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');

class RowProblem extends Error {}

function parseCsv(text: string) {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const fields = parsed.meta.fields ?? [];
  const map = new Map<Column, string>();
  for (const [col, aliases] of Object.entries(COLUMNS) as Array<[Column, readonly string[]]>) {
    const found = fields.find((f) => aliases.includes(key(f)));
    if (found) map.set(col, found);
  }
  return { rows: parsed.data, map, fields };
}

/** "1,500" / "1500.5" / "Rs. 1,500.50" → paisa, exactly (no floating point). */
export function parseRupees(raw: string | undefined, field: string): number {
  const s = (raw ?? '').replace(/rs\.?|pkr|,|\s/gi, '');
  if (s === '') return 0;
  const m = s.match(/^(\d{1,9})(?:\.(\d{1,2}))?$/);
  if (!m) throw new RowProblem(`${field}: "${raw}" is not an amount in rupees`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** "Lawn suit x2 @ 3500.00; Dupatta x1 @ 1200" (the export's Items column). */
function parseItems(raw: string) {
  return raw
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((part) => {
      const m = part.match(/^(.+?)\s+x(\d+)\s*@\s*(.+)$/i);
      if (!m) throw new RowProblem(`Items: "${part}" should look like "Title x2 @ 1500"`);
      return { title: m[1]!.trim(), quantity: Number(m[2]), unitPrice: parseRupees(m[3], 'Items price') };
    });
}

function rowToOrder(
  row: Record<string, string>,
  map: Map<Column, string>,
  storeId: string,
): CreateOrderInput {
  const get = (c: Column) => (map.has(c) ? (row[map.get(c)!] ?? '').trim() : '');
  const lineItems = get('items')
    ? parseItems(get('items'))
    : [
        {
          title: get('item'),
          quantity: get('quantity') ? Number(get('quantity')) : 1,
          unitPrice: parseRupees(get('price'), 'Unit price'),
        },
      ];
  const payment = get('payment').toLowerCase();
  const candidate = {
    storeId,
    paymentMethod:
      payment === '' || payment === 'cod' || payment === 'cash on delivery'
        ? 'COD'
        : payment === 'prepaid' || payment === 'paid'
          ? 'prepaid'
          : payment,
    lineItems,
    discount: parseRupees(get('discount'), 'Discount'),
    shipping: parseRupees(get('shipping'), 'Shipping'),
    shippingAddress: {
      name: get('name'),
      phone: get('phone'),
      address: get('address'),
      city: get('city'),
      ...(get('province') ? { province: get('province') } : {}),
    },
    ...(get('notes') ? { notes: get('notes') } : {}),
    ...(get('tags')
      ? {
          tags: get('tags')
            .split(/[\s,]+/)
            .filter(Boolean),
        }
      : {}),
  };
  const parsed = createOrderBodySchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path
      .join('.')
      .replace(/^shippingAddress\./, '')
      .replace(/^paymentMethod$/, 'Payment');
    throw new RowProblem(`${field}: ${issue.message}`);
  }
  return parsed.data as CreateOrderInput;
}

export function toJob(j: jobsRepo.JobRecord): Job {
  return {
    _id: j.id,
    type: j.type,
    status: j.status as Job['status'],
    progress: j.progress,
    total: j.total,
    errors: (j.errors as RowError[]) ?? [],
    result: (j.result as Record<string, unknown> | null) ?? null,
    lastError: j.lastError,
    createdAt: j.createdAt.toISOString(),
    finishedAt: j.finishedAt?.toISOString() ?? null,
  };
}

/** Checks the file and queues the import; rows are created by the job runner. */
export async function startImport(
  db: Db,
  auth: AuthContext,
  storeId: string,
  csv: string,
  appUrl: string,
): Promise<Job> {
  if (!isUuid(storeId) || !(await repo.storeOfAccount(db, auth.accountId, storeId))) throw notFound('Store');
  const { rows, map } = parseCsv(csv);
  const missing = (['name', 'phone', 'address', 'city'] as const).filter((c) => !map.has(c));
  if (!map.has('items') && !map.has('item')) missing.push('items' as never);
  if (missing.length) {
    throw badRequest(
      'CSV_COLUMNS',
      `The file needs these columns: ${missing.map((c) => COLUMNS[c][0]).join(', ')}`,
      [{ field: 'file', message: `Missing columns: ${missing.join(', ')}` }],
    );
  }
  if (rows.length === 0)
    throw badRequest('CSV_EMPTY', 'The file has no order rows', [{ field: 'file', message: 'No rows' }]);
  if (rows.length > ORDER_IMPORT_MAX_ROWS) {
    throw badRequest(
      'CSV_TOO_MANY_ROWS',
      `A file can hold at most ${ORDER_IMPORT_MAX_ROWS} orders; this one has ${rows.length}`,
      [{ field: 'file', message: 'Too many rows' }],
    );
  }
  const job = await jobsRepo.insertJob(db, {
    accountId: auth.accountId,
    type: ORDER_IMPORT_JOB,
    payload: { storeId, csv, appUrl },
    total: rows.length,
    createdBy: auth.userId,
  });
  return toJob(job);
}

/**
 * The job: creates one order per row. Each row's order carries the idempotency key
 * `import-<job>-<row>`, so a run resumed after a crash never creates a row's order twice.
 */
export async function runImport(ctx: JobContext): Promise<JobOutcome> {
  const { job, db } = ctx;
  const payload = job.payload as { storeId: string; csv: string; appUrl?: string };
  const { rows, map } = parseCsv(payload.csv);
  const auth: AuthContext = {
    accountId: job.accountId,
    userId: job.createdBy ?? '',
    userName: (await jobsRepo.userName(db, job.createdBy)) ?? 'CSV import',
    role: 'owner',
    permissions: [],
    sessionId: '',
    token: '',
  };
  const errors: RowError[] = [...((job.errors as RowError[]) ?? [])];
  let failed = errors.length;
  for (let i = job.progress; i < rows.length; i++) {
    try {
      const input = rowToOrder(rows[i]!, map, payload.storeId);
      await createOrder(db, auth, input, payload.appUrl ?? '', `import-${job.id}-${i}`);
    } catch (err) {
      if (!(err instanceof RowProblem || err instanceof AppError)) throw err;
      failed++;
      if (errors.length < JOB_ERRORS_KEPT) errors.push({ row: i + 2, message: err.message });
    }
    if ((i + 1) % CHECKPOINT_EVERY === 0) await ctx.checkpoint(i + 1, errors);
  }
  return { progress: rows.length, errors, result: { created: rows.length - failed, failed } };
}

export async function getJob(db: Db, accountId: string, id: string): Promise<Job> {
  const job = isUuid(id) ? await jobsRepo.findJob(db, accountId, id) : null;
  if (!job) throw notFound('Job');
  return toJob(job);
}

export async function listImports(db: Db, accountId: string): Promise<Job[]> {
  return (await jobsRepo.listJobs(db, accountId, ORDER_IMPORT_JOB, 20)).map(toJob);
}
