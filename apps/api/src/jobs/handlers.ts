import type { Db } from '../db/client.ts';
import { ORDER_IMPORT_JOB, runImport } from '../modules/orders/import.service.ts';
import { JobRunner, type RunnerOptions } from './runner.ts';

/** Every job type the workers know. */
export const createJobRunner = (db: Db, opts?: RunnerOptions) =>
  new JobRunner(db, { [ORDER_IMPORT_JOB]: runImport }, opts);
