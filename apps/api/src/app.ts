import type { JobType } from '@sauda/contracts/jobs.ts';
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DestinationStream } from 'pino';
import { linkBase, type Env } from './config/env.ts';
import { inFlight, type Database } from './db/client.ts';
import { Mailer } from './lib/mailer.ts';
import { databaseRateLimitStore } from './lib/rate-limit-store.ts';
import { loggerOptions, redactUrl } from './lib/logger.ts';
import { setTransactionLogger } from './db/tx.ts';
import { registerMetrics } from './modules/system/metrics.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { CSV_TYPES, registerContentTypes, registerInputGuard, registerJsonParser } from './plugins/input.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerCompression } from './plugins/compress.ts';
import { declaredStatuses, registerOpenApi, type DocumentedRoute } from './plugins/openapi.ts';
import { registerWeb } from './plugins/web.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { storesRoutes } from './modules/stores/stores.routes.ts';
import { surveyRoutes } from './modules/survey/survey.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { confirmationRoutes } from './modules/orders/confirmation.routes.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { importRoutes } from './modules/orders/import.routes.ts';
import { whatsappRoutes } from './modules/whatsapp/whatsapp.routes.ts';
import { whatsappWebhookRoutes } from './modules/whatsapp/webhook.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { inventoryRoutes } from './modules/inventory/inventory.routes.ts';
import { purchasingRoutes } from './modules/purchasing/purchasing.routes.ts';
import { storefrontRoutes } from './modules/storefront/storefront.routes.ts';
import { couriersRoutes } from './modules/couriers/couriers.routes.ts';
import { shippersRoutes } from './modules/couriers/shippers.routes.ts';
import { shippingRoutes } from './modules/shipping/shipping.routes.ts';
import { adviceRoutes } from './modules/shipping/advice.routes.ts';
import { cprRoutes } from './modules/shipping/cpr.routes.ts';
import { loadSheetRoutes } from './modules/shipping/load-sheets.routes.ts';
import { syncRoutes } from './modules/shipping/sync.routes.ts';
import { backupsRoutes } from './modules/system/backups.routes.ts';
import type { CourierDeps } from './modules/couriers/couriers.service.ts';
import { registerFiles } from './plugins/files.ts';
import { FileStore } from './lib/storage.ts';
import path from 'node:path';
import { Secrets } from './lib/secrets.ts';
import type { SendOptions } from './modules/whatsapp/whatsapp.client.ts';

export const BODY_LIMIT = 1024 * 1024;

export interface AppDeps {
  env: Env;
  database: Database;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Timeouts and retry pacing for WhatsApp calls (tests shorten them). */
  whatsappSendOptions?: SendOptions;
  /** Credential encryption (default: from SECRETS_KEY / DATA_DIR). */
  secrets?: Secrets;
  /** Courier call pacing and hosts (tests and benchmarks shorten / redirect them). */
  courierRuntime?: Partial<Omit<CourierDeps['runtime'], 'db'>>;
  /** The address the server listens on, once it does (development links without PUBLIC_URL). */
  listeningUrl?: () => string | undefined;
  /** Nudges an in-process job runner when a job is queued (it also polls). */
  /** A job of this type was queued (the runner in this process looks for it now). */
  onJobQueued?: (type: JobType) => void;
  /**
   * Told of every answer whose status the operation's document does not declare (tests collect
   * them and fail the file: issue 29). Production leaves it unset.
   */
  onUndeclaredStatus?: (line: string) => void;
}

export interface RouteInfo {
  method: string;
  url: string;
  access: string | undefined;
}

export type App = FastifyInstance & { mailer: Mailer; routeTable: readonly RouteInfo[] };

/** Builds the whole HTTP application. Never listens: server.ts does, tests use inject(). */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { env, database } = deps;
  const app = Fastify({
    logger: loggerOptions(env.LOG_LEVEL, deps.logStream),
    bodyLimit: BODY_LIMIT,
    // A number trusts that many proxy hops (fastify/proxy-addr); the type only lists boolean | string.
    trustProxy: (env.TRUST_PROXY_HOPS > 0 ? env.TRUST_PROXY_HOPS : false) as boolean,
    // randomUUID draws from a cached entropy pool: far cheaper per request than randomBytes.
    genReqId: () => randomUUID(),
    // Long ids reach the routes, whose schemas answer them in the API's shape (issue 29; the
    // router's own 414 had neither the shape nor the headers). Node caps the URL at 16 KB.
    routerOptions: { maxParamLength: 2048 },
    forceCloseConnections: 'idle',
    // One line per request, written below (Fastify's own logging writes two). Fastify 5.12 moved the
    // switch into a LogController; the top-level option warns (FSTDEP023) and goes in Fastify 6.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  // Counted for the embedded database's background work, which steps aside while requests run.
  const counted = new WeakSet<object>();
  app.addHook('onRequest', (request, _reply, done) => {
    counted.add(request);
    inFlight.requests++;
    done();
  });
  const settle = (request: object) => {
    if (counted.delete(request)) inFlight.requests--;
  };
  app.addHook('onRequestAbort', (request, done) => {
    settle(request);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    settle(request);
    const url = request.url;
    const status = reply.statusCode;
    // Health checks and static files are not logged unless they fail.
    const quiet = url.startsWith('/api/health') || !(url.startsWith('/api/') || url.startsWith('/files/'));
    if (!quiet || status >= 500) {
      const line = {
        method: request.method,
        url: redactUrl(url),
        status,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      };
      if (status >= 500) request.log.error(line, 'request failed');
      else request.log.info(line, 'request');
    }
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  setTransactionLogger(app.log);
  const mailer = new Mailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    log: app.log,
    limits: {
      perAccountHour: env.MAIL_PER_ACCOUNT_HOUR,
      perAccountDay: env.MAIL_PER_ACCOUNT_DAY,
      perRecipientHour: env.MAIL_PER_RECIPIENT_HOUR,
      perRecipientDay: env.MAIL_PER_RECIPIENT_DAY,
    },
  });
  app.decorate('mailer', mailer);
  const routeTable: RouteInfo[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routeTable.push({ method, url: r.url, access: r.config?.access });
  });
  app.addHook('onClose', () => mailer.close());
  const onUndeclared = deps.onUndeclaredStatus;
  if (onUndeclared) {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions;
      if (!route.url || !route.config.access) return;
      const documented = {
        method: request.method,
        url: route.url,
        config: route.config,
        schema: route.schema,
      };
      if (!declaredStatuses(documented as DocumentedRoute).has(reply.statusCode))
        onUndeclared(
          `${request.method} ${route.url} answered ${reply.statusCode}, which its document does not declare`,
        );
    });
  }

  registerErrorHandling(app, routeTable);
  if (env.METRICS_TOKEN) registerMetrics(app, env.METRICS_TOKEN);
  registerJsonParser(app, BODY_LIMIT);
  // CSV uploads arrive as text (same 1 MiB limit as JSON).
  app.addContentTypeParser([...CSV_TYPES], { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  await registerSecurityHeaders(app);
  registerCompression(app);
  await app.register(cookie);
  // Several processes on one PostgreSQL share their counters there; the embedded database has one.
  await app.register(rateLimit, {
    global: false,
    ...(database.kind === 'postgres' ? { store: databaseRateLimitStore(database.db) } : {}),
  });
  await registerOpenApi(app);
  registerAuth(app, database.db);
  registerCsrf(app, env.PUBLIC_URL);
  // After the session check (401 first), before the body is read.
  registerContentTypes(app);
  registerInputGuard(app);

  const db = database.db;
  const secrets = deps.secrets ?? Secrets.fromEnv(env);
  const courierDeps: CourierDeps = {
    db,
    secrets,
    runtime: {
      db,
      log: app.log,
      sandboxStepMs: env.SANDBOX_STEP_SECONDS * 1000,
      baseUrls: env.COURIER_BASE_URLS,
      ...deps.courierRuntime,
    },
  };
  const filesDir = env.FILES_DIR ?? path.join(env.DATA_DIR, 'files');
  const files = new FileStore(filesDir);
  await registerFiles(app, filesDir);
  /** The address people open, for links we hand out: settings only (config/env.ts linkBase). */
  const appUrl = () => linkBase(env, deps.listeningUrl?.());
  await app.register(
    async (api) => {
      api.get(
        '/health',
        {
          config: { access: 'public' },
          schema: {
            tags: ['system'],
            operationId: 'getHealth',
            summary: 'Liveness and database check',
            response: {
              200: z.object({
                data: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
              }),
            },
          },
        },
        async () => ({ data: { status: 'ok' as const, database: database.kind } }),
      );
      await api.register(authRoutes, {
        appUrl,
        db,
        mailer,
        publicUrl: env.PUBLIC_URL,
        authRateLimit: env.AUTH_RATE_LIMIT_PER_MINUTE,
        signupRateLimit: env.SIGNUP_RATE_LIMIT_PER_HOUR,
        failuresPerClient: env.LOGIN_FAILURES_PER_CLIENT,
      });
      await api.register(surveyRoutes, { db });
      await api.register(storesRoutes, { db });
      await api.register(ordersRoutes, { db, appUrl });
      await api.register(confirmationRoutes, { db });
      await api.register(customersRoutes, { db });
      await api.register(importRoutes, { db, onQueued: deps.onJobQueued, appUrl });
      await api.register(whatsappRoutes, {
        deps: {
          db,
          secrets,
          apiUrl: env.WHATSAPP_API_URL,
          sendOptions: deps.whatsappSendOptions,
        },
        appUrl,
        onQueued: deps.onJobQueued,
      });
      await api.register(whatsappWebhookRoutes, { db, secrets, onQueued: deps.onJobQueued, appUrl });
      await api.register(productsRoutes, { db, files, appUrl });
      await api.register(categoriesRoutes, { db });
      await api.register(inventoryRoutes, { db });
      await api.register(purchasingRoutes, { db, mailer });
      await api.register(storefrontRoutes, {
        db,
        appUrl,
        browseLimit: env.STOREFRONT_RATE_LIMIT_PER_MINUTE,
        checkoutLimit: env.CHECKOUT_RATE_LIMIT_PER_MINUTE,
      });
      await api.register(couriersRoutes, { deps: courierDeps });
      await api.register(shippersRoutes, { deps: courierDeps });
      await api.register(shippingRoutes, {
        deps: { ...courierDeps, onJobQueued: deps.onJobQueued },
        appUrl,
        publicLimit: env.STOREFRONT_RATE_LIMIT_PER_MINUTE,
      });
      const afterBooking = { ...courierDeps, onJobQueued: deps.onJobQueued, files };
      await api.register(loadSheetRoutes, { deps: afterBooking });
      await api.register(adviceRoutes, { deps: afterBooking });
      await api.register(cprRoutes, { deps: afterBooking });
      await api.register(syncRoutes, { deps: afterBooking });
      await api.register(backupsRoutes, { database: deps.database, env });
    },
    { prefix: '/api' },
  );

  if (deps.serveWeb !== false) {
    const served = await registerWeb(app, env.WEB_DIST);
    if (!served)
      app.log.warn(`web app not built (${env.WEB_DIST} missing); run \`npm run build\` to serve it`);
  }
  return app as unknown as App;
}
