/**
 * Named prepared statements, when the operator says the connection keeps them
 * (`DATABASE_PREPARED_STATEMENTS`, docs/decisions/032). PostgreSQL then parses and analyses a
 * statement once per connection instead of on every request, and keeps its plan when a generic one
 * is as good (the sign-in look-up's). Off by default: behind a transaction pooler that does not
 * carry prepared statements (PgBouncer before 1.21), a named statement lands on a server connection
 * that never saw it (docs/scaling.md, "2. Behind a connection pooler").
 *
 * Which statements get a name:
 * - only a text the process has sent `PREPARE_AFTER` times: a statement whose text varies with its
 *   data (a list of n placeholders, a batch of n rows) stays unnamed and costs no server memory;
 * - at most `PREPARED_PER_CONNECTION` per connection, so a server process's memory for them is
 *   bounded; the hot statements are the first to reach the count, so they are the ones kept;
 * - the name is a digest of the text: the same statement has the same name on every connection, and
 *   two different texts never share one.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

export const PREPARE_AFTER = 3;
export const PREPARED_PER_CONNECTION = 200;
/** How many statement texts the process counts before it starts counting afresh. */
const COUNTED_TEXTS = 10_000;

/** The name a statement text is prepared under. */
export const preparedName = (text: string) =>
  `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

/**
 * What PostgreSQL answers when a named statement met a server connection that does not hold it
 * (26000) or already holds it (42P05): the connection is shared behind a pooler.
 */
const POOLER_CODES = new Set(['26000', '42P05']);
export const POOLER_HINT =
  'DATABASE_PREPARED_STATEMENTS is on, but the database connection does not keep prepared statements ' +
  '(a transaction pooler such as PgBouncer before 1.21): turn it off (docs/operations.md, "Scale: several machines")';

type Config = { text?: unknown; name?: unknown; submit?: unknown };

/** A node-postgres client class that names the statements above; one per pool (its counts are its own). */
export function preparingClient(): typeof pg.Client {
  const uses = new Map<string, number>();
  const named = new WeakMap<pg.Client, Set<string>>();
  const nameFor = (client: pg.Client, config: unknown): unknown => {
    if (typeof config !== 'object' || config === null) return config;
    const c = config as Config;
    if (typeof c.text !== 'string' || c.name !== undefined || typeof c.submit === 'function') return config;
    const name = preparedName(c.text);
    let mine = named.get(client);
    if (!mine) named.set(client, (mine = new Set()));
    if (!mine.has(name)) {
      if (uses.size >= COUNTED_TEXTS && !uses.has(name)) uses.clear();
      const n = (uses.get(name) ?? 0) + 1;
      uses.set(name, n);
      if (n < PREPARE_AFTER || mine.size >= PREPARED_PER_CONNECTION) return config;
      mine.add(name);
    }
    return { ...c, name };
  };
  const hinted = (err: unknown) => {
    if (err instanceof Error && POOLER_CODES.has((err as { code?: string }).code ?? ''))
      err.message = `${err.message}. ${POOLER_HINT}`;
    return err;
  };
  class PreparingClient extends pg.Client {}
  const base = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  (PreparingClient.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
    this: pg.Client,
    config: unknown,
    ...rest: unknown[]
  ) {
    const sent = nameFor(this, config);
    if (sent === config) return base.call(this, config, ...rest);
    // The pool passes a callback; a client used directly answers with a promise.
    const last = rest.at(-1);
    if (typeof last === 'function')
      return base.call(this, sent, ...rest.slice(0, -1), (err: unknown, res: unknown) =>
        (last as (e: unknown, r: unknown) => void)(err && hinted(err), res),
      );
    return (base.call(this, sent, ...rest) as Promise<unknown>).catch((err: unknown) => {
      throw hinted(err);
    });
  };
  return PreparingClient;
}
