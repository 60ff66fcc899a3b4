import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import tar from 'tar-stream';
import { MIGRATION_LOCK, MIGRATIONS_DIR, migrateDatabase, type Database, type Db } from './client.ts';
import { queryRows } from './raw.ts';

/**
 * Backups that restore (issue 22 §2; docs/operations.md, "Back up and restore").
 *
 * A backup is a gzip-compressed tar that any `tar xzf` opens:
 *
 *   meta.json                 format, version, when, which database, the migrations book
 *   tables/<table>/000001.jsonl  rows, each line a JSON string holding the row's text form
 *   …                         (tables parents first, 2 000 rows an entry, in primary-key order)
 *   files/<path>              the uploaded files (images, couriers' load sheets)
 *   secrets.key               the embedded database's credential key, when there is one
 *   manifest.json             rows and a SHA-256 per table, the files: checked on restore
 *
 * The rows are read in **one read-only REPEATABLE READ transaction**, so the backup is one
 * consistent moment of the database while other connections keep writing (PostgreSQL). The
 * embedded database has one connection: there the transaction holds it, and requests wait for the
 * length of the backup (`npm run bench:backup` measures it). It is one transaction on the pooler
 * too, so it runs behind PgBouncer. A row's text form is PostgreSQL's own output of its composite
 * value (`t::text`), read back with the same type's input (`'(…)'::t`): every column type round-trips
 * exactly, and PGlite and PostgreSQL read each other's backups (moving from the embedded database to
 * PostgreSQL is a backup and a restore).
 *
 * Restore migrates an empty database to the backup's migration, loads every table in one
 * transaction (nothing is half-restored), checks each table's count and checksum against the
 * manifest before committing, then applies the migrations this build adds.
 */

export const BACKUP_FORMAT = 'sauda-backup';
export const BACKUP_VERSION = 1;
/** Rows per archive entry and per INSERT: bounded memory on both sides. */
const CHUNK_ROWS = 2_000;

export class BackupError extends Error {}

interface MigrationBookRow {
  hash: string;
  created_at: string;
}

export interface BackupMeta {
  format: typeof BACKUP_FORMAT;
  version: number;
  takenAt: string;
  database: Database['kind'];
  migrations: MigrationBookRow[];
  tables: string[];
}

export interface BackupManifest {
  tables: Record<string, { rows: number; sha256: string }>;
  files: number;
  fileBytes: number;
  secretsKey: boolean;
}

export interface BackupResult {
  file: string;
  bytes: number;
  takenAt: string;
  tables: number;
  rows: number;
  files: number;
  ms: number;
}

export interface RestoreResult {
  tables: number;
  rows: number;
  files: number;
  takenAt: string;
  /** Migrations applied after the backup's rows were in (the backup was older than this build). */
  migratedAfter: number;
  secretsKey: 'restored' | 'in-backup-not-used' | 'none';
  ms: number;
}

const q = (name: string) => sql.identifier(name);

/** The tables of the `public` schema, parents before children (by foreign key). */
export async function tablesInLoadOrder(db: Db): Promise<string[]> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1`,
    )
  ).map((r) => r.name);
  const edges = await queryRows<{ child: string; parent: string }>(
    db,
    sql`SELECT DISTINCT c.relname AS child, p.relname AS parent FROM pg_constraint k
          JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges) if (e.child !== e.parent) parents.get(e.child)?.add(e.parent);
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (ready.length === 0) {
      const left = tables.filter((t) => !placed.has(t));
      throw new BackupError(`foreign keys form a cycle among ${left.join(', ')}: backup cannot order them`);
    }
    for (const t of ready) {
      order.push(t);
      placed.add(t);
    }
  }
  // A table whose rows refer to rows of the same table would need its rows ordered too.
  const selfRef = edges.filter((e) => e.child === e.parent).map((e) => e.child);
  if (selfRef.length)
    throw new BackupError(`tables refer to themselves (${selfRef.join(', ')}): not supported`);
  return order;
}

async function primaryKey(db: Db, table: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT a.attname AS name FROM pg_index i
          JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
        WHERE i.indrelid = ${`public.${table}`}::regclass AND i.indisprimary
        ORDER BY array_position(i.indkey::int2[], a.attnum)`,
  );
  return rows.map((r) => r.name);
}

/** Settings that make the rows' text form the same on every server (and a checksum comparable). */
async function stableOutput(tx: Db) {
  await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
  await tx.execute(sql`SET LOCAL DateStyle = 'ISO, YMD'`);
  await tx.execute(sql`SET LOCAL IntervalStyle = 'postgres'`);
  await tx.execute(sql`SET LOCAL extra_float_digits = 3`);
  await tx.execute(sql`SET LOCAL bytea_output = 'hex'`);
}

async function migrationBook(db: Db): Promise<MigrationBookRow[]> {
  const [there] = await queryRows<{ there: boolean }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS there`,
  );
  if (!there?.there) return [];
  return queryRows<MigrationBookRow>(
    db,
    sql`SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY created_at`,
  );
}

/** Every file under `dir`, as paths relative to it ('/'-separated); temporary uploads left out. */
async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (rel: string) => {
    let entries: fs.Dirent[];
    try {
      entries = await readdir(path.join(dir, rel), { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(child);
      else if (e.isFile() && !e.name.endsWith('.tmp')) out.push(child);
    }
  };
  await walk('');
  return out;
}

const stamp = (d: Date) => d.toISOString().slice(0, 19).replace(/:/g, '');
/** `sauda-2026-11-27T030005.tar.gz` (UTC, to the second): names sort by time. */
export const backupFileName = (d: Date) => `sauda-${stamp(d)}.tar.gz`;

export interface WriteBackupOptions {
  /** The archive to write; its folder is created. Written to a temporary name, then renamed. */
  file: string;
  /** Uploaded files to include (FILES_DIR). */
  filesDir?: string;
  /** The embedded database's credential key file (DATA_DIR/secrets.key), when it exists. */
  secretsKeyFile?: string;
  onProgress?: (p: { table: string; rows: number }) => void;
}

/** Writes a backup of the whole database and the uploaded files (see the top of this file). */
export async function writeBackup(database: Database, opts: WriteBackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const file = path.resolve(opts.file);
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  const pack = tar.pack();
  // A failed write (a full disk) must end the backup, not leave it waiting on an entry the
  // destroyed archive never takes, nor crash the server as an unhandled rejection.
  let fail: (err: Error) => void = () => undefined;
  const failure = new Promise<never>((_, reject) => (fail = reject));
  failure.catch(() => undefined);
  let writeError: Error | null = null;
  const written = pipeline(
    pack,
    createGzip({ level: 6 }),
    fs.createWriteStream(partial, { mode: 0o600 }),
  ).then(
    () => undefined,
    (err: unknown) => {
      writeError = err as Error;
      fail(writeError);
    },
  );
  const add = (name: string, body: Buffer | string) =>
    Promise.race([
      new Promise<void>((resolve, reject) =>
        pack.entry({ name, mode: 0o600, mtime: new Date() }, body, (err) => (err ? reject(err) : resolve())),
      ),
      failure,
    ]);
  const takenAt = new Date();
  const manifest: BackupManifest = { tables: {}, files: 0, fileBytes: 0, secretsKey: false };
  try {
    await database.db.transaction(
      async (tx) => {
        await stableOutput(tx);
        const tables = await tablesInLoadOrder(tx);
        const meta: BackupMeta = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          takenAt: takenAt.toISOString(),
          database: database.kind,
          migrations: await migrationBook(tx),
          tables,
        };
        await add('meta.json', JSON.stringify(meta, null, 2));
        for (const table of tables) {
          const key = await primaryKey(tx, table);
          const order = key.length
            ? sql.join(
                key.map((k) => sql`x.${q(k)}`),
                sql`, `,
              )
            : sql`x::text`;
          await tx.execute(
            sql`DECLARE sauda_backup NO SCROLL CURSOR FOR SELECT x::text AS r FROM ${q(table)} x ORDER BY ${order}`,
          );
          const hash = createHash('sha256');
          let rows = 0;
          for (let chunk = 1; ; chunk++) {
            const batch = await queryRows<{ r: string }>(
              tx,
              sql.raw(`FETCH ${CHUNK_ROWS} FROM sauda_backup`),
            );
            if (batch.length === 0) break;
            const lines = batch.map((b) => JSON.stringify(b.r)).join('\n') + '\n';
            hash.update(lines);
            rows += batch.length;
            await add(`tables/${table}/${String(chunk).padStart(6, '0')}.jsonl`, lines);
            opts.onProgress?.({ table, rows });
          }
          await tx.execute(sql`CLOSE sauda_backup`);
          manifest.tables[table] = { rows, sha256: hash.digest('hex') };
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    // Files after the rows: an image is stored before the row naming it, so every file the
    // snapshot's rows name is already there.
    if (opts.filesDir) {
      for (const rel of await listFiles(opts.filesDir)) {
        const body = await readFile(path.join(opts.filesDir, rel)).catch(() => null);
        if (!body) continue; // removed since it was listed
        await add(`files/${rel}`, body);
        manifest.files++;
        manifest.fileBytes += body.length;
      }
    }
    if (opts.secretsKeyFile && fs.existsSync(opts.secretsKeyFile)) {
      await add('secrets.key', await readFile(opts.secretsKeyFile));
      manifest.secretsKey = true;
    }
    await add('manifest.json', JSON.stringify(manifest, null, 2));
    pack.finalize();
    await written;
    if (writeError) throw writeError;
    await rename(partial, file);
  } catch (err) {
    pack.destroy();
    await written;
    await rm(partial, { force: true });
    throw err;
  }
  const tables = Object.values(manifest.tables);
  return {
    file,
    bytes: (await stat(file)).size,
    takenAt: takenAt.toISOString(),
    tables: tables.length,
    rows: tables.reduce((n, t) => n + t.rows, 0),
    files: manifest.files,
    ms: Math.round(performance.now() - started),
  };
}

/** The whole content of one archive entry. */
async function entryBytes(entry: AsyncIterable<unknown>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of entry) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** What is in the target already: tables of ours that hold rows. */
export async function tablesWithRows(db: Db): Promise<string[]> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
  );
  const full: string[] = [];
  for (const { name } of tables) {
    const [row] = await queryRows<{ any: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM ${q(name)}) AS any`);
    if (row?.any) full.push(name);
  }
  return full;
}

/**
 * The given migrations, in the caller's transaction, into Drizzle's book (the same schema, table
 * and rows Drizzle's migrator writes, so a later start applies only what follows).
 */
async function applyMigrations(tx: Db, migrations: MigrationMeta[]) {
  await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
  await tx.execute(
    sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  for (const m of migrations) {
    for (const statement of m.sql) if (statement.trim()) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${m.hash}, ${m.folderMillis})`,
    );
  }
}

async function dirHasFiles(dir: string): Promise<boolean> {
  return (await listFiles(dir)).length > 0;
}

export interface RestoreOptions {
  file: string;
  /** Where the uploaded files go (FILES_DIR). */
  filesDir: string;
  /** Embedded database: its DATA_DIR, where the credential key file goes. */
  dataDir?: string;
  /** Replace what the database and the files folder hold. */
  force?: boolean;
  onProgress?: (p: { table: string; rows: number }) => void;
}

/** Restores a backup into an empty database (or any, with `force`); see the top of this file. */
export async function restoreBackup(database: Database, opts: RestoreOptions): Promise<RestoreResult> {
  const started = performance.now();
  const db = database.db;
  const full = await tablesWithRows(db);
  if (full.length && !opts.force)
    throw new BackupError(
      `The database is not empty (${full.length} tables hold rows: ${full.slice(0, 4).join(', ')}${full.length > 4 ? ', …' : ''}). Restore into an empty database, or add --force to replace everything in it.`,
    );
  if (!opts.force && (await dirHasFiles(opts.filesDir)))
    throw new BackupError(
      `The files folder ${opts.filesDir} is not empty. Restore into an empty one, or add --force to replace it.`,
    );
  if (!fs.existsSync(opts.file)) throw new BackupError(`No backup at ${opts.file}`);

  const extract = tar.extract();
  // Never rejects (a damaged file is reported where the entries are read): resolves with the error.
  const reading = pipeline(fs.createReadStream(opts.file), createGunzip(), extract).then(
    () => null,
    (err: unknown) => err as Error,
  );
  const entries = extract[Symbol.asyncIterator]() as AsyncIterator<Readable & { header: tar.Header }>;
  const next = async () => {
    const r = await entries.next();
    return r.done ? null : r.value;
  };
  const body = entryBytes;
  const notOurs = (why: string) => new BackupError(`${opts.file} is not a Sauda backup (${why})`);

  let first: Awaited<ReturnType<typeof next>>;
  try {
    first = await next();
  } catch {
    throw notOurs('not a gzip-compressed tar file');
  }
  if (!first || first.header.name !== 'meta.json') throw notOurs('it does not start with meta.json');
  let meta: BackupMeta;
  try {
    meta = JSON.parse((await body(first)).toString('utf8')) as BackupMeta;
  } catch {
    throw notOurs('meta.json is not JSON');
  }
  if (meta.format !== BACKUP_FORMAT) throw notOurs('meta.json names another format');
  if (meta.version > BACKUP_VERSION)
    throw new BackupError(
      `This backup is format version ${meta.version}; this Sauda reads up to ${BACKUP_VERSION}: upgrade Sauda.`,
    );

  // The backup's schema must be one this build knows: its migrations are the first N of ours.
  const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  meta.migrations.forEach((m, i) => {
    if (known[i]?.hash !== m.hash)
      throw new BackupError(
        `This backup was taken by a newer or different Sauda (its migration ${String(i).padStart(4, '0')} is not this build's); restore it with the Sauda that took it, or a newer one.`,
      );
  });

  const staging = `${path.resolve(opts.filesDir)}.restoring-${randomBytes(4).toString('hex')}`;
  const counted: Record<string, { rows: number; hash: ReturnType<typeof createHash> }> = {};
  let manifest: BackupManifest | null = null;
  let secretsKey: Buffer | null = null;
  let files = 0;
  try {
    await db.transaction(async (tx) => {
      // One transaction from the empty schema to the checked rows: a damaged backup or a failure
      // half-way leaves the database as it was. No instance migrates meanwhile (the same lock).
      if (database.kind === 'postgres')
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
      const book = await migrationBook(tx);
      const sameSchema =
        book.length === meta.migrations.length && book.every((m, i) => m.hash === meta.migrations[i]!.hash);
      if (sameSchema) {
        // Already at the backup's migration (a new instance's database, or --force on one of the
        // same release): emptied in place, much faster than building the schema again.
        const tables = await tablesInLoadOrder(tx);
        if (tables.length) await tx.execute(sql`TRUNCATE ${sql.join(tables.map(q), sql`, `)}`);
      } else {
        await tx.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
        await tx.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
        await tx.execute(sql`CREATE SCHEMA public`);
        await applyMigrations(tx, known.slice(0, meta.migrations.length));
      }
      const columns = new Map<string, string[]>();
      const columnsOf = async (table: string) => {
        if (!columns.has(table)) {
          const rows = await queryRows<{ name: string }>(
            tx,
            sql`SELECT attname AS name FROM pg_attribute WHERE attrelid = ${`public.${table}`}::regclass
                AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
          );
          if (rows.length === 0)
            throw notOurs(`it has rows for a table this database does not have (${table})`);
          columns.set(
            table,
            rows.map((r) => r.name),
          );
        }
        return columns.get(table)!;
      };
      for (let entry = await next(); entry; entry = await next()) {
        const name = entry.header.name;
        const tableChunk = /^tables\/([a-z0-9_]+)\/\d+\.jsonl$/.exec(name);
        if (tableChunk) {
          const table = tableChunk[1]!;
          if (!meta.tables.includes(table))
            throw notOurs(`rows for a table meta.json does not list (${table})`);
          const text = (await body(entry)).toString('utf8');
          const c = (counted[table] ??= { rows: 0, hash: createHash('sha256') });
          c.hash.update(text);
          const rows = text
            .split('\n')
            .filter(Boolean)
            .map((l) => JSON.parse(l) as string);
          c.rows += rows.length;
          const cols = await columnsOf(table);
          const list = sql.join(
            cols.map((col) => q(col)),
            sql`, `,
          );
          const fromRow = sql.join(
            cols.map((col) => sql`(x.r).${q(col)}`),
            sql`, `,
          );
          // The cast runs once per row (OFFSET 0 keeps the subquery from being flattened into one
          // cast per column).
          await tx.execute(
            sql`INSERT INTO ${q(table)} (${list}) SELECT ${fromRow}
                FROM (SELECT (e::text)::${q(table)} AS r FROM json_array_elements_text(${JSON.stringify(rows)}::json) e OFFSET 0) x`,
          );
          opts.onProgress?.({ table, rows: c.rows });
        } else if (name.startsWith('files/')) {
          const rel = name.slice('files/'.length);
          const target = path.resolve(staging, rel);
          if (!target.startsWith(staging + path.sep))
            throw notOurs(`a file path leaves the files folder (${rel})`);
          await mkdir(path.dirname(target), { recursive: true });
          await pipeline(entry, fs.createWriteStream(target));
          files++;
        } else if (name === 'secrets.key') {
          secretsKey = await body(entry);
        } else if (name === 'manifest.json') {
          manifest = JSON.parse((await body(entry)).toString('utf8')) as BackupManifest;
        } else {
          entry.resume();
        }
      }
      const damaged = await reading;
      if (damaged) throw new BackupError(`The backup is damaged: ${damaged.message}`);
      if (!manifest) throw notOurs('it ends without manifest.json: the file is cut short');
      const m: BackupManifest = manifest;
      for (const table of meta.tables) {
        const want = m.tables[table];
        const got = counted[table];
        const gotHash = got ? got.hash.digest('hex') : createHash('sha256').digest('hex');
        if (!want || want.rows !== (got?.rows ?? 0) || want.sha256 !== gotHash)
          throw new BackupError(`The backup is damaged: table ${table} does not match its checksum`);
        const [n] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM ${q(table)}`);
        if (n?.n !== want.rows)
          throw new BackupError(`Table ${table} holds ${n?.n} rows after loading, the backup ${want.rows}`);
      }
      if (files !== m.files)
        throw new BackupError(`The backup is damaged: ${files} of its ${m.files} files read`);
      await resetSequences(tx);
    });
  } catch (err) {
    await rm(staging, { recursive: true, force: true });
    extract.destroy();
    const damaged = await reading;
    if (damaged && !(err instanceof BackupError))
      throw new BackupError(`The backup is damaged: ${damaged.message}`);
    throw err;
  }

  // The files: the staged folder takes the old one's place.
  const filesDir = path.resolve(opts.filesDir);
  await rm(filesDir, { recursive: true, force: true });
  await mkdir(path.dirname(filesDir), { recursive: true });
  if (fs.existsSync(staging)) await rename(staging, filesDir);
  else await mkdir(filesDir, { recursive: true });

  let keyState: RestoreResult['secretsKey'] = 'none';
  if (secretsKey) {
    if (opts.dataDir) {
      await mkdir(opts.dataDir, { recursive: true });
      await writeFile(path.join(opts.dataDir, 'secrets.key'), secretsKey, { mode: 0o600 });
      keyState = 'restored';
    } else keyState = 'in-backup-not-used';
  }

  // Migrations this build has and the backup did not.
  const before = meta.migrations.length;
  await migrateDatabase(database);
  const after = (await migrationBook(db)).length;

  const m = manifest as unknown as BackupManifest;
  return {
    tables: meta.tables.length,
    rows: Object.values(m.tables).reduce((n, t) => n + t.rows, 0),
    files,
    takenAt: meta.takenAt,
    migratedAfter: after - before,
    secretsKey: keyState,
    ms: Math.round(performance.now() - started),
  };
}

/** Sequences owned by a column continue after the restored rows' largest value. */
async function resetSequences(tx: Db) {
  const owned = await queryRows<{ seq: string; tbl: string; col: string }>(
    tx,
    sql`SELECT s.oid::regclass::text AS seq, t.relname AS tbl, a.attname AS col FROM pg_class s
          JOIN pg_depend d ON d.objid = s.oid AND d.deptype IN ('a', 'i')
          JOIN pg_class t ON t.oid = d.refobjid JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
          JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE s.relkind = 'S' AND n.nspname = 'public'`,
  );
  for (const o of owned)
    await tx.execute(
      sql`SELECT setval(${o.seq}::regclass, coalesce(max(${q(o.col)}), 1), max(${q(o.col)}) IS NOT NULL) FROM ${q(o.tbl)}`,
    );
}

/** A backup's manifest (rows and checksum per table, files), read through the whole archive. */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), createGunzip(), extract).then(
    () => null,
    (err: unknown) => err as Error,
  );
  let manifest: BackupManifest | null = null;
  for await (const entry of extract) {
    if (entry.header.name !== 'manifest.json') {
      entry.resume();
      continue;
    }
    manifest = JSON.parse((await entryBytes(entry)).toString('utf8')) as BackupManifest;
  }
  const damaged = await reading;
  if (damaged) throw new BackupError(`${file} is damaged: ${damaged.message}`);
  if (!manifest) throw new BackupError(`${file} has no manifest.json: not a Sauda backup, or cut short`);
  return manifest;
}

/** Backups in a folder, newest first (the names sort by time). */
export async function listBackups(
  dir: string,
): Promise<Array<{ name: string; file: string; bytes: number; at: Date }>> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const out = [];
  for (const name of names
    .filter((n) => /^sauda-\d{4}-\d\d-\d\dT\d{6}\.tar\.gz$/.test(n))
    .sort()
    .reverse()) {
    const s = await stat(path.join(dir, name)).catch(() => null);
    if (s) out.push({ name, file: path.join(dir, name), bytes: s.size, at: s.mtime });
  }
  return out;
}

/** Keeps the newest `keep` backups of a folder, deleting the rest. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const all = await listBackups(dir);
  const gone = all.slice(keep);
  for (const b of gone) await rm(b.file, { force: true });
  return gone.map((b) => b.name);
}
