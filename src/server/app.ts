import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { normalizeHostname } from '../shared/config/host-config';
import { ErrorCode } from '../shared/errors/error-codes';
import type { AppDeps } from './app-deps';
import { createAccessTokenIssuer } from './auth/access-token';
import { authenticate } from './auth/authenticate';
import type { Database } from './db/client';
import type { Env } from './env';
import { createGraphQL, GRAPHQL_MAX_BYTES, GRAPHQL_MULTIPART_MAX_BYTES } from './graphql/yoga';
import { HttpError } from './lib/http-error';
import { limitBody, MAX_JSON_BYTES, SMALL_JSON_BYTES } from './lib/request';
import { clientIp, trustedProxies } from './lib/request';
import type { Logger } from './lib/logger';
import type { LookupAll } from './lib/public-address';
import { createMailer } from './mail/mailer';
import { devMailRoutes } from './mail/mail.routes';
import { catalogImageRoutes } from './modules/catalog/catalog.routes';
import { bannerRoutes } from './modules/hosts/banner.routes';
import { hostsRoutes } from './modules/hosts/hosts.routes';
import { maintenanceOf } from './modules/hosts/hosts.service';
import { configOrDefault, manifestRoutes } from './modules/hosts/manifest.routes';
import { createIdempotency } from './modules/idempotency/idempotency.middleware';
import { devFeedbackRoutes } from './modules/feedback/feedback.dev-routes';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { pushDelivery } from './modules/push/notifier';
import { pushRoutes } from './modules/push/push.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { createVapidSource } from './modules/push/vapid';
import { getOrCreateSecret } from './modules/session/session.service';
import { sessionRoutes } from './modules/session/session.routes';
import { sessionConfig } from './modules/session/session.service';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { devVisitFormsRoutes } from './modules/visit-forms/visit-forms.dev-routes';
import { devPricesRoutes } from './modules/catalog/prices.dev-routes';
import { visitFormsRoutes } from './modules/visit-forms/visit-forms.routes';
import { claimsRoutes } from './modules/claims/claims.routes';
import { paymentsAdminRoutes } from './modules/payments/payments-admin.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { createPaymentGateways } from './payments/payment-gateways';
import { paymentsRoutes, WEBHOOK_PATH } from './modules/payments/payments.routes';
import { chargeCheckoutOrders } from './modules/payments/payments.service';
import { serveClient } from './static';

export interface CreateAppOptions {
  database: Database;
  env: Env;
  logger: Logger;
  /** The built client (dist/); when given, the app also serves it with an SPA fallback. */
  clientDir?: string;
  now?: () => Date;
  /** Resolves the host names of outgoing requests to user-given URLs (push endpoints); tests inject one. */
  lookup?: LookupAll;
}

/** Routes that answer during maintenance: the client needs config to show the maintenance page. */
const MAINTENANCE_EXEMPT = [/^\/api\/server\/config\//, /^\/api\/server\/status$/, /^\/api\/health$/];

/** REST routes whose body is a username, a password or a token: a few KiB at most. */
const SMALL_BODY_ROUTES = /^\/api\/(login|refresh-token|logout(-all)?|password\/(forgot|reset))$/;
/** Routes with a body limit of their own: GraphQL (below) and an upload's chunk (uploads.routes.ts). */
const OWN_BODY_LIMIT = (method: string, path: string) =>
  path === '/api/graphql' || (method === 'PATCH' && /^\/api\/uploads\/[^/]+$/.test(path));

/**
 * Browser features the portal may use: the camera (visit-form and claim photos, spec 02 §2), on this origin only.
 * Everything else a page could ask for is off, also for anything embedded.
 */
const permissionsPolicy = {
  camera: ['self'],
  microphone: [],
  geolocation: [],
  payment: [],
  usb: [],
  serial: [],
  hid: [],
  bluetooth: [],
  midi: [],
  accelerometer: [],
  gyroscope: [],
  magnetometer: [],
  displayCapture: [],
  browsingTopics: [],
} satisfies Record<string, string[]>;

/** Content-Security-Policy (ARCHITECTURE.md "Runtime"): no inline or third-party scripts. */
const csp = {
  defaultSrc: ["'self'"],
  // 'wasm-unsafe-eval' lets the frame scanner compile its bundled zxing reader (spec 02 §5); no eval, no inline.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"], // Mantine injects <style> elements for its CSS variables
  workerSrc: ["'self'", 'blob:'], // photo compression runs in a blob worker (a later step)
  imgSrc: ["'self'", 'blob:', 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Builds the whole HTTP app (REST routes, GraphQL, optionally the client) without listening on a port. */
/** Whether `error` is the request's body stream failing because the client aborted or disconnected. */
function isClientAbort(error: Error, request: Request): boolean {
  const code = (error as { code?: unknown }).code;
  return request.signal.aborted || error.name === 'AbortError' || error.message === 'aborted' || code === 'ECONNRESET';
}

export async function createApp(options: CreateAppOptions) {
  const { database, env, logger } = options;
  const db = database.db;
  const secret =
    env.JWT_SECRET ?? (await getOrCreateSecret({ db }, 'jwt-hs256', () => randomBytes(48).toString('base64url')));
  const tokens = createAccessTokenIssuer(new TextEncoder().encode(secret), env.ACCESS_TOKEN_TTL_SECONDS);
  const mailer = createMailer(db, env);
  const vapid = createVapidSource(db, env);
  const clock = options.now ? { now: options.now } : {};
  const uploadsDir = join(env.DATA_DIR, 'uploads');
  const now = options.now ?? (() => new Date());
  const deps: AppDeps = {
    db,
    env,
    logger,
    now,
    tokens,
    mailer,
    pendingMails: new Set(),
    housekeeping: { uploadsPrunedAt: 0, sessionsPrunedAt: 0 },
    hostsCache: new Map(),
    vapid,
    pushDelivery: pushDelivery({
      allowLoopback: env.PUSH_LOOPBACK_ENDPOINTS,
      ...(options.lookup ? { lookup: options.lookup } : {}),
    }),
    session: sessionConfig(env, secret),
    uploadsDir,
    paymentGateways: await createPaymentGateways(db, env, now),
    // Called only once `deps` is complete (by a checkout).
    chargeCheckoutOrders: (buyer, args) => chargeCheckoutOrders(deps, buyer, args),
  };
  const yoga = createGraphQL(deps);
  const idempotency = createIdempotency({ db, logger, ...clock });

  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json({ message: error.message, code: error.code, ...error.extra }, error.status);
    }
    // A client that goes away mid-request (a paused upload, a lost connection) is no fault of the server's.
    if (isClientAbort(error, c.req.raw)) {
      logger.info('request aborted by the client', { path: c.req.path });
      return c.json({ message: 'The request ended before its body arrived', code: ErrorCode.BAD_USER_INPUT }, 400);
    }
    logger.error('unexpected error', { path: c.req.path, error });
    return c.json({ message: 'Something went wrong on our side, please try again', code: ErrorCode.INTERNAL }, 500);
  });

  // A URL that does not parse (node-server passes a Host header like 9999999999999999999999 through, and every
  // `new URL(c.req.url)` would throw) or that carries an encoded NUL character (PostgreSQL text cannot hold one) is
  // refused before any route sees it.
  app.use(async (c, next) => {
    if (!URL.canParse(c.req.url)) throw new HttpError(400, 'Bad Host header', ErrorCode.BAD_USER_INPUT);
    if (/%00/i.test(c.req.url)) {
      throw new HttpError(400, 'The request URL must not contain the NUL character', ErrorCode.BAD_USER_INPUT);
    }
    return next();
  });

  // overwrite: false keeps a header a route set itself: the product and banner SVGs' stricter policy.
  app.use(
    secureHeaders({
      contentSecurityPolicy: csp,
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginEmbedderPolicy: false,
      permissionsPolicy,
      overwrite: false,
    }),
  );

  // Product images are immutable public files, so they are served during maintenance too (they compress their own).
  app.route('/api', catalogImageRoutes(deps));
  app.use(compress());

  // Every request body larger than its route takes is refused before it is read: a larger Content-Length at once,
  // a chunked body when its bytes pass the limit.
  const smallBody = limitBody(SMALL_JSON_BYTES);
  const jsonBody = limitBody(MAX_JSON_BYTES);
  app.on(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], '/api/*', (c, next) => {
    if (OWN_BODY_LIMIT(c.req.method, c.req.path)) return next();
    return (SMALL_BODY_ROUTES.test(c.req.path) ? smallBody : jsonBody)(c, next);
  });

  const requestHost = (c: { req: { url: string } }) => normalizeHostname(new URL(c.req.url).hostname);

  // Maintenance: every API route but config, status and health answers 500 {status:"maintenance"}.
  app.use('/api/*', async (c, next) => {
    if (MAINTENANCE_EXEMPT.some((re) => re.test(c.req.path))) return next();
    const state = await maintenanceOf(deps, requestHost(c));
    if (!state.on) return next();
    // Payment gateways retry a webhook later: 503 with Retry-After says so (docs/decisions.md "payment requests").
    if (WEBHOOK_PATH.test(c.req.path)) {
      return c.json({ status: 'maintenance', message: state.message }, 503, { 'Retry-After': '300' });
    }
    return c.json({ status: 'maintenance', message: state.message }, 500);
  });

  app.get('/api/health', (c) => c.json({ ok: true }));
  app.route('/api', hostsRoutes(deps));
  app.route('/api', sessionRoutes(deps));
  app.route('/api', bannerRoutes(deps));
  app.route('/api', passwordResetRoutes(deps));
  app.route('/api', uploadsRoutes(deps));
  app.route('/api', pushRoutes(deps));
  app.route('/api', reportsRoutes(deps));
  app.route('/api', invoicesRoutes(deps));
  app.route('/api', claimsRoutes(deps));
  app.route('/api', visitFormsRoutes(deps));
  app.route('/api', paymentsAdminRoutes(deps));
  // Signed by the gateway, not by a user's token: outside the 401 chain (payments.routes.ts).
  app.route('/api', paymentsRoutes(deps));
  // Development routes read any user's mail, uploads and visits without a sign-in: they exist only when DEV_ROUTES
  // is on (the env refuses it in production); otherwise /api/dev/* is an unknown API route like any other (404).
  if (env.DEV_ROUTES) {
    logger.error(
      "DEV_ROUTES is on: /api/dev/* serves every user's mail (password-reset links), uploads and visits WITHOUT a " +
        'sign-in. Never run it where anyone else can reach the server.',
    );
    app.route('/api', devMailRoutes(deps));
    app.route('/api', devFeedbackRoutes(deps));
    app.route('/api', devVisitFormsRoutes(deps));
    app.route('/api', devPricesRoutes(deps));
  }

  const tooLarge = (message: string) => (c: Context) =>
    c.json({ errors: [{ message, extensions: { code: ErrorCode.BAD_USER_INPUT } }] }, 413);
  const jsonLimit = bodyLimit({ maxSize: GRAPHQL_MAX_BYTES, onError: tooLarge('The request body is too large') });
  // The spec's multipart form (createFormVisit/updateFormVisit with photos) carries its files inline.
  const multipartLimit = bodyLimit({
    maxSize: GRAPHQL_MULTIPART_MAX_BYTES,
    onError: tooLarge('The request body is too large: send large photos through /api/uploads'),
  });
  app.on(
    ['GET', 'POST'],
    '/api/graphql',
    (c, next) => {
      const multipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
      return (multipart ? multipartLimit : jsonLimit)(c, next);
    },
    async (c) => {
      let auth;
      try {
        auth = await authenticate(c, deps);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return c.json({ errors: [{ message: error.message, extensions: { code: error.code } }] }, error.status);
      }
      const context = {
        viewer: auth.viewer,
        claims: auth.claims,
        host: requestHost(c),
        ip: clientIp(c, trustedProxies(env)),
      };
      // Outbox mutations carry an Idempotency-Key: they run once per (user, key) and replay their first answer.
      const actingFor = `${auth.claims.r3 ?? ''}/${auth.claims.isr ?? ''}`;
      return idempotency.handle(c, { userId: auth.viewer.id, actingFor }, () => yoga.fetch(c.req.raw, context), true);
    },
  );

  app.all('/api/*', (c) =>
    c.json({ message: `No API route ${c.req.method} ${c.req.path}`, code: ErrorCode.NOT_FOUND }, 404),
  );

  // Per host, from the host config; before the client's static files so no built manifest could shadow it.
  app.route('/', manifestRoutes(deps));

  // index.html with the host's title and logo on its splash (spec 01 §3).
  if (options.clientDir) serveClient(app, options.clientDir, (hostname) => configOrDefault(deps, hostname));

  return { app, deps, yoga };
}

export type App = Awaited<ReturnType<typeof createApp>>;
