import type { CourierCode } from '@sauda/contracts/couriers.ts';
import type { Db } from '../db/client.ts';
import { breakerFor, CourierHttp } from './http.ts';
import { createLeopards, LEOPARDS_HOSTS } from './leopards.ts';
import { createManual } from './manual.ts';
import { createMnp, MNP_HOSTS } from './mnp.ts';
import { createPostex, POSTEX_HOSTS } from './postex.ts';
import { createSandbox } from './sandbox.ts';
import { createTcs, TCS_HOSTS } from './tcs.ts';
import { createTrax, TRAX_HOSTS } from './trax.ts';
import type { AdapterContext, CourierAdapter, CourierLog } from './types.ts';

type Hosts = { production: string; staging: string };

/** Real couriers: their factory and hosts. */
export const HTTP_COURIERS: Partial<
  Record<CourierCode, { create: (ctx: AdapterContext) => CourierAdapter; hosts: Hosts; name: string }>
> = {
  postex: { create: createPostex, hosts: POSTEX_HOSTS, name: 'PostEx' },
  leopards: { create: createLeopards, hosts: LEOPARDS_HOSTS, name: 'Leopards' },
  trax: { create: createTrax, hosts: TRAX_HOSTS, name: 'Trax' },
  mnp: { create: createMnp, hosts: MNP_HOSTS, name: 'M&P' },
  tcs: { create: createTcs, hosts: TCS_HOSTS, name: 'TCS' },
};

export interface CourierRuntime {
  db: Db;
  /** Operator overrides of courier hosts (COURIER_BASE_URLS; test rigs, benchmarks). */
  baseUrls?: Partial<Record<string, string>>;
  sandboxStepMs: number;
  timeoutMs?: number;
  retries?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
  /** Circuit breaker: consecutive failures before it opens, and how long it stays open. */
  breaker?: { threshold?: number; cooldownMs?: number };
  /** Where adapters report courier words they do not know (types.ts reportUnknownWord). */
  log?: CourierLog;
}

export interface AccountForAdapter {
  id: string;
  /** The seller it belongs to. */
  accountId: string;
  courier: string;
  environment: string;
  credentials: Record<string, string>;
}

/** Couriers this build can talk to (the manual and sandbox couriers always). */
export const supportedCouriers = (): CourierCode[] => [
  'sandbox',
  'manual',
  ...(Object.keys(HTTP_COURIERS) as CourierCode[]),
];

export function adapterFor(rt: CourierRuntime, a: AccountForAdapter): CourierAdapter {
  const now = rt.now ?? (() => new Date());
  const code = a.courier as CourierCode;
  if (code === 'manual') return createManual();
  const real = HTTP_COURIERS[code];
  const baseUrl =
    rt.baseUrls?.[code] ??
    (real
      ? a.environment === 'staging'
        ? real.hosts.staging
        : real.hosts.production
      : 'http://sandbox.invalid');
  const http = new CourierHttp({
    baseUrl,
    courierName: real?.name ?? 'Sandbox courier',
    timeoutMs: rt.timeoutMs,
    retries: rt.retries,
    sleep: rt.sleep,
    breaker: breakerFor(a.id, rt.breaker),
  });
  const ctx: AdapterContext = { credentials: a.credentials, http, now, log: rt.log };
  if (code === 'sandbox')
    return createSandbox(ctx, {
      db: rt.db,
      accountId: a.accountId,
      courierAccountId: a.id,
      stepMs: rt.sandboxStepMs,
    });
  if (!real) throw new Error(`No adapter for courier ${a.courier}`);
  return real.create(ctx);
}
