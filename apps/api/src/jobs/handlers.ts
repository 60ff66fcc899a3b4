import type { Db } from '../db/client.ts';
import type { CourierRuntime } from '../couriers/registry.ts';
import type { Secrets } from '../lib/secrets.ts';
import { ORDER_IMPORT_JOB, runImport } from '../modules/orders/import.service.ts';
import { BOOKING_JOB, runBookingJob, type ShippingDeps } from '../modules/shipping/booking.service.ts';
import { COURIER_SYNC_JOB, runSync, scheduleSyncs } from '../modules/shipping/sync.service.ts';
import { runAutoConfirmation } from '../modules/whatsapp/confirmation-sender.service.ts';
import { AUTO_CONFIRMATION_JOB, type WhatsappDeps } from '../modules/whatsapp/whatsapp.service.ts';
import { runWebhookJobs, WEBHOOK_BATCH, WEBHOOK_JOB } from '../modules/whatsapp/webhook.service.ts';
import { runSandboxJob } from '../modules/whatsapp/sandbox-phone.service.ts';
import type { JobType } from '@sauda/contracts/jobs.ts';
import { JobRunner, type AnyJobHandler, type RunnerOptions } from './runner.ts';

export interface JobDeps extends Omit<WhatsappDeps, 'db'> {
  secrets: Secrets;
  /** Courier hosts and pacing (SANDBOX_STEP_SECONDS, COURIER_BASE_URLS; tests shorten them). */
  courierRuntime?: Partial<Omit<CourierRuntime, 'db'>>;
  /** quality-checks Q10 crash tests only. */
  failpoint?: string;
  sleep?: (ms: number) => Promise<void>;
  lookupDelayMs?: number;
}

function shippingDeps(db: Db, deps: JobDeps): ShippingDeps {
  return {
    db,
    secrets: deps.secrets,
    runtime: { db, sandboxStepMs: 60_000, ...deps.courierRuntime },
    failpoint: deps.failpoint,
    sleep: deps.sleep,
    lookupDelayMs: deps.lookupDelayMs,
  };
}

/** Every job type the workers know, with its handler (one per kind in contracts/jobs.ts). */
export function jobHandlers(db: Db, deps: JobDeps) {
  const shipping = shippingDeps(db, deps);
  return {
    [ORDER_IMPORT_JOB]: runImport,
    [AUTO_CONFIRMATION_JOB]: (ctx) => runAutoConfirmation({ ...deps, db }, ctx),
    [WEBHOOK_JOB]: { batch: WEBHOOK_BATCH, run: (ctx) => runWebhookJobs({ ...deps, db }, ctx.jobs) },
    whatsapp_sandbox: (ctx) =>
      runSandboxJob({ ...deps, db, appUrl: (ctx.job.payload as { appUrl?: string }).appUrl }, ctx),
    [BOOKING_JOB]: (ctx) => runBookingJob(shipping, ctx),
    [COURIER_SYNC_JOB]: (ctx) => runSync(shipping, ctx),
  } satisfies Record<JobType, AnyJobHandler>;
}

export function createJobRunner(
  db: Db,
  given: JobDeps,
  opts?: RunnerOptions,
  handlers?: Record<JobType, AnyJobHandler>,
) {
  // Courier adapters report words they do not know to the runner's logger.
  const deps: JobDeps = opts?.log
    ? { ...given, courierRuntime: { log: opts.log, ...given.courierRuntime } }
    : given;
  handlers ??= jobHandlers(db, deps);
  const shipping = shippingDeps(db, deps);
  return new JobRunner(db, handlers, { schedule: () => scheduleSyncs(shipping), ...opts });
}

/** The job dependencies a process gets from its configuration (web process and `npm run worker`). */
export function jobDepsFromEnv(
  env: {
    WHATSAPP_API_URL: string;
    SANDBOX_STEP_SECONDS: number;
    SAUDA_LOOKUP_DELAY_MS: number;
    COURIER_BASE_URLS?: Record<string, string>;
  },
  secrets: Secrets,
): JobDeps {
  return {
    secrets,
    apiUrl: env.WHATSAPP_API_URL,
    courierRuntime: { sandboxStepMs: env.SANDBOX_STEP_SECONDS * 1000, baseUrls: env.COURIER_BASE_URLS },
    // Crash-test hook (tests only; never acted on when NODE_ENV=production): README settings.
    failpoint: process.env.SAUDA_FAILPOINT,
    lookupDelayMs: env.SAUDA_LOOKUP_DELAY_MS,
  };
}
