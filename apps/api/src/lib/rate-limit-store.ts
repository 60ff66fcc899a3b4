import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client.ts';
import { hit, peek } from './rate-limit.repo.ts';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that keeps its counters in PostgreSQL, so a limit holds across
 * every API process on the database (issue 11 §8); the default in-memory store counts per process.
 * Fixed windows, like the in-memory store. Used when DATABASE_URL is set; the embedded database
 * has one process and keeps the in-memory store.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options?: unknown, prefix = 'rl:') {
      this.prefix = prefix;
    }

    incr(key: string, cb: Callback, timeWindow: number) {
      hit(db, this.prefix + key, timeWindow).then(
        (r) => cb(null, { current: r.hits, ttl: r.ttlMs }),
        (err: Error) => cb(err),
      );
    }

    read(key: string, cb: Callback, timeWindow: number) {
      peek(db, this.prefix + key, timeWindow).then(
        (r) => cb(null, { current: r.hits, ttl: r.ttlMs }),
        (err: Error) => cb(err),
      );
    }

    /** One store per route (the plugin passes the route as `routeInfo`): its own counters. */
    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new DatabaseStore(undefined, `${this.prefix}${method}${route?.url ?? ''}:`);
    }
  }
  return DatabaseStore;
}
