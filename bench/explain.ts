/**
 * Prints the statements one API request issues, each with its EXPLAIN ANALYZE, against PostgreSQL:
 *   DATABASE_URL=postgres://… node --import tsx bench/explain.ts /api/v1/dashboard [email] [password]
 * For finding which statement of a slow scenario in bench/ is the slow one.
 */
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { parseEnv } from '../apps/api/src/config/env.ts';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { BENCH_EMAIL, BENCH_PASSWORD } from './generate-orders.ts';

const url = process.env.DATABASE_URL;
const [path, email = BENCH_EMAIL, password = BENCH_PASSWORD] = process.argv.slice(2);
if (!url || !path) {
  console.log('usage: DATABASE_URL=… node --import tsx bench/explain.ts <path> [email] [password]');
  process.exit(1);
}
let capture: Array<{ sql: string; params: unknown[] }> | null = null;
const database = openPostgres(url, 5, (sql, params) => capture?.push({ sql, params }));
const app = await buildApp({
  env: parseEnv({ LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MINUTE: '100000' }),
  database,
  serveWeb: false,
});
const signin = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/signin',
  payload: { email, password },
});
const token = (signin.json() as { data: { token: string } }).data.token;
capture = [];
const res = await app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
const statements = capture;
capture = null;
console.log(`${path}: ${res.statusCode}, ${statements.length} statements\n`);
const client = new pg.Client({ connectionString: url });
await client.connect();
for (const st of statements) {
  if (!/^\s*(select|with)/i.test(st.sql)) continue;
  await client.query(st.sql, st.params); // warm
  const plan = await client.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${st.sql}`,
    st.params,
  );
  const lines = plan.rows.map((r) => r['QUERY PLAN']);
  console.log(`── ${st.sql.slice(0, 300)}\n   ${lines.at(-1)}`);
  if (process.env.PLAN) console.log(lines.join('\n'));
}
await client.end();
await app.close();
await database.close();
