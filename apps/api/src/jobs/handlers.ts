import type { Db } from '../db/client.ts';
import { ORDER_IMPORT_JOB, runImport } from '../modules/orders/import.service.ts';
import { runAutoConfirmation } from '../modules/whatsapp/confirmation-sender.service.ts';
import { AUTO_CONFIRMATION_JOB, type WhatsappDeps } from '../modules/whatsapp/whatsapp.service.ts';
import { JobRunner, type RunnerOptions } from './runner.ts';

/** Every job type the workers know. */
export const createJobRunner = (db: Db, whatsapp: Omit<WhatsappDeps, 'db'>, opts?: RunnerOptions) =>
  new JobRunner(
    db,
    {
      [ORDER_IMPORT_JOB]: runImport,
      [AUTO_CONFIRMATION_JOB]: (ctx) => runAutoConfirmation({ ...whatsapp, db }, ctx),
    },
    opts,
  );
