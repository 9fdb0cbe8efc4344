import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { Writable } from "node:stream";
import fastifyCookie from "@fastify/cookie";
import fastifyMultipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from "fastify-type-provider-zod";
import { createAttachSellerLabel } from "./flows/attach-seller-label";
import { createCancelOrderFlow } from "./flows/cancel-order";
import { createDockingRequestFlow } from "./flows/dock-carrier-request";
import { createEditOrderFlow } from "./flows/edit-order";
import { createImportOrdersFlow } from "./flows/import-orders";
import { createLabelOrders } from "./flows/label-orders";
import { createPlaceOrderFlow } from "./flows/place-order";
import { createOrderPusher, createSubmissionActions } from "./flows/push-orders";
import { tellCustomerOfMoneyDecision } from "./flows/tell-customer-of-money-decision";
import { tellCustomerOfWebhookDisabled } from "./flows/tell-customer-of-webhook-disabled";
import { tellOfProblemStep } from "./flows/tell-of-problem-step";
import { createTrackConsequences } from "./flows/track-consequences";
import { createWeighInOrderFlow } from "./flows/weigh-in-order";
import {
  apiLogPruneJob,
  carrierRoutes,
  createCarrierService,
  createDockingRequests,
  createLabelService,
  createLabelSettingService,
  createLastMileService,
  createNumberPoolService,
  dockingRequestRoutes,
  labelRoutes,
  labelSettingRoutes,
  lastMileRoutes,
  numberPoolRoutes,
  sandboxCarrierRoutes,
  submissionRoutes,
} from "./modules/carriers";
import {
  catalogExcelRoutes,
  createPricingCache,
  createQuoteProfileCache,
  createQuoteService,
  formulaRoutes,
  postcodeGroupRoutes,
  premiumPackageRoutes,
  productRoutes,
  quotePlanRoutes,
  quoteRoutes,
  salesProductOptions,
  signingRoutes,
  surchargeRoutes,
} from "./modules/catalog";
import {
  createRechargeService,
  createSandboxGateway,
  createWalletService,
  createWithdrawalService,
  type PaymentGateway,
  rechargeRoutes,
  sandboxGatewayRoutes,
  walletRoutes,
  withdrawalRoutes,
} from "./modules/finance";
import {
  apiTokenRoutes,
  createApiTokenAuth,
  createIdentityService,
  createSessionStore,
  customersRoutes,
  identityRoutes,
  menusAdminRoutes,
  orgsRoutes,
  profileRoutes,
  rolesRoutes,
  subAccountRoutes,
  usersRoutes,
} from "./modules/identity";
import { createOpenApi, OPEN_API_PREFIX, openApiRoutes } from "./modules/open-api";
import {
  addressRoutes,
  createAddressService,
  createNumberRules,
  createOrderAbnormal,
  createOrderChanges,
  createOrderEdit,
  createOrderExport,
  createOrderImports,
  createOrderProblems,
  createOrderQueries,
  createOrderRules,
  createOrderStore,
  createOrderWeighIn,
  importReader,
  numberRuleRoutes,
  orderAbnormalRoutes,
  orderChangeRoutes,
  orderEditRoutes,
  orderImportRoutes,
  orderNumbersOf,
  orderProblemRoutes,
  orderRoutes,
  orderRuleRoutes,
  orderScanExportRoutes,
  orderWeighInRoutes,
} from "./modules/orders";
import { createReferenceCache, referenceRoutes } from "./modules/reference";
import {
  brandForHost,
  createNoticeService,
  finishOperationLog,
  insertOperationLog,
  noticeRoutes,
  parseBrandHosts,
  postNotices,
  sandboxMessageRoutes,
  sendersFor,
  systemRoutes,
} from "./modules/system";
import {
  createParcelTracking,
  createPublicTracking,
  createRuleChains,
  createTrackingExport,
  createTrackingWorker,
  createTrackReplay,
  createTrackRules,
  orderTrackView,
  parcelTrackingRoutes,
  publicTrackingRoutes,
  trackingExportRoutes,
  trackRuleRoutes,
  updateParcelStatuses,
} from "./modules/tracking";
import { createWebhookService, createWebhookWorker, webhookRoutes } from "./modules/webhooks";
import { createApiLog } from "./platform/api-log";
import { registerAudit } from "./platform/audit";
import { type Config, isSandboxMounted } from "./platform/config";
import type { Database } from "./platform/db";
import { connectionLimits, JSON_BODY_LIMIT_BYTES, registerEdge } from "./platform/edge";
import { AppError } from "./platform/errors";
import { UPLOAD_LIMIT_BYTES } from "./platform/excel";
import { createFileStore } from "./platform/file-store";
import {
  RequestLog,
  registerAuthentication,
  registerErrorHandling,
  registerResponseHeaders,
  securityHeaders,
  serializerCompiler,
} from "./platform/http";
import { createTaskQueue } from "./platform/jobs";
import { registerMetrics } from "./platform/metrics";
import { allowedHostsOf, createOutboundGuard } from "./platform/outbound-url";
import { createUserRateLimiter, registerUserRateLimits, userLimitsOf } from "./platform/user-rate-limit";

// Helmet's headers with the console's content security policy; the API docs page sets its own policy.
const SECURITY_HEADERS = securityHeaders({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "blob:"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      // A label opens in the page for printing from an object URL of its PDF (the scan screen).
      frameSrc: ["'self'", "blob:"],
      frameAncestors: ["'self'"],
    },
  },
});

/** The payment gateways PAYMENT_GATEWAY chooses from, as SMS_SENDER and EMAIL_SENDER choose the senders. */
const PAYMENT_GATEWAYS: Record<Config["PAYMENT_GATEWAY"], (secret: string) => PaymentGateway> = {
  sandbox: createSandboxGateway,
};

export type AppDeps = {
  config: Config;
  database: Database;
  /** Where logs go instead of stdout. */
  logStream?: Writable;
};

/** Builds the Fastify instance: platform plugins, then every module's routes, then the console. */
export const buildApp = async ({ config, database, logStream }: AppDeps) => {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(logStream ? { stream: logStream } : {}),
            redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
          },
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    logController: new RequestLog(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    forceCloseConnections: "idle",
    ...connectionLimits(config.REQUEST_TIMEOUT_MS),
  });
  // Operators' /metrics: only with a token, and registered first so that every route is timed.
  if (config.METRICS_TOKEN) registerMetrics(app, database, config.METRICS_TOKEN);
  const sandbox = isSandboxMounted(config);
  if (sandbox && config.NODE_ENV === "production")
    app.log.warn(
      "ALLOW_SANDBOX=true: the sandbox payment gateway (free money), its pages and the sandbox SMS/email inboxes are mounted on a production server; use this on a staging installation only",
    );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerResponseHeaders(app, SECURITY_HEADERS);

  await app.register(fastifyCookie, { hook: false });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Parcel platform console API", version: "0.1.0" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    // The open API has its own document (modules/open-api): its routes stay out of the console's.
    transform: (input) =>
      input.url.startsWith(OPEN_API_PREFIX)
        ? { schema: { hide: true }, url: input.url }
        : jsonSchemaTransform(input),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  const sessions = await createSessionStore(database);
  registerEdge(app, { publicUrl: config.PUBLIC_URL });
  registerAuthentication(app, sessions.resolve);
  registerErrorHandling(app);
  // Per-user limits of expensive calls, checked before validation: a refused call is logged without its body.
  const rateLimits = createUserRateLimiter(database.db, app.log, userLimitsOf(config));
  registerUserRateLimits(app, rateLimits);
  registerAudit(app, {
    open: (entry) => insertOperationLog(database.db, entry),
    finish: (id, outcome) => finishOperationLog(database.db, id, outcome),
  });
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1 } });

  // The one file store (FILE_STORE): proofs today; attachments, import files and labels go through it too.
  const files = createFileStore(config, database.db);
  app.decorate("files", files);
  // The task jobs users submit (large exports); main.ts attaches the queue once the process works the jobs.
  const tasks = createTaskQueue(database.db);
  const brandHosts = parseBrandHosts(config.BRAND_HOSTS);
  const senders = sendersFor(config);
  const identity = createIdentityService({ database, config, sessions, senders });
  await app.register(systemRoutes, { db: database.db, files, brandHosts, sandboxMessages: sandbox });
  // Every user's console inbox; modules post to it through system's `postNotices`, inside their transaction.
  await app.register(noticeRoutes, { notices: createNoticeService(database.db) });
  // The sandbox SMS/email sender's staff viewer (codes masked) and its recipients' inbox pages.
  if (sandbox) await app.register(sandboxMessageRoutes, { db: database.db });
  await app.register(identityRoutes, {
    identity,
    publicUrl: config.PUBLIC_URL,
    systemNameOf: (request) => brandForHost(brandHosts, request.hostname).systemName[request.lang],
  });
  // Accounts administration: users, roles, menus, customers.
  for (const routes of [usersRoutes, rolesRoutes, menusAdminRoutes]) {
    await app.register(routes, { db: database.db, sessions });
  }
  await app.register(customersRoutes, { db: database.db });
  await app.register(orgsRoutes, { db: database.db });
  // What an account manages for itself: sub-accounts, profile and sessions, open-API tokens.
  await app.register(subAccountRoutes, { database, sessions });
  await app.register(profileRoutes, {
    database,
    appSecret: config.APP_SECRET,
    sessions,
    senders,
    systemNameOf: (request) => brandForHost(brandHosts, request.hostname).systemName[request.lang],
  });
  await app.register(apiTokenRoutes, { database });
  await app.register(addressRoutes, { addresses: createAddressService(database.db) });
  await app.register(referenceRoutes, { db: database.db });
  // Compiled product pricing of this process, dropped by every process when the catalogue changes.
  const pricing = await createPricingCache(database);
  app.decorate("pricing", pricing);
  await app.register(signingRoutes, { db: database.db });
  await app.register(productRoutes, { db: database.db });
  await app.register(quotePlanRoutes, { db: database.db });
  await app.register(catalogExcelRoutes, { db: database.db });
  // What every quote reads besides compiled products, kept per process the same way: currencies and countries,
  // and each org's quote profile (the products it may use, their plans and versions).
  const sources = {
    pricing,
    reference: await createReferenceCache(database),
    profiles: await createQuoteProfileCache(database),
  };
  await app.register(quoteRoutes, { db: database.db, sources });
  // The catalogue's libraries: postcode groups, premium packages, formula types and cost formulas.
  for (const routes of [postcodeGroupRoutes, premiumPackageRoutes, formulaRoutes]) {
    await app.register(routes, { db: database.db });
  }
  await app.register(surchargeRoutes, { db: database.db });
  // Wallets and the ledger: the one service every money movement of this process goes through.
  const wallets = createWalletService(database.db);
  app.decorate("wallets", wallets);
  await app.register(walletRoutes, { wallets });
  // Recharge: online payments through the gateway PAYMENT_GATEWAY names (the sandbox serves its own hosted
  // page and notification URL, and only where sandboxes are mounted; without a gateway online recharge is
  // refused and bank transfers remain), bank transfers.
  const chosenGateway = PAYMENT_GATEWAYS[config.PAYMENT_GATEWAY](config.PAYMENT_GATEWAY_SECRET);
  const gateway = chosenGateway.sandbox && !sandbox ? undefined : chosenGateway;
  // Finance's decisions on a customer's money requests tell the customer's users (a flow, src/flows/).
  const onMoneyDecided = tellCustomerOfMoneyDecision(postNotices);
  const recharges = createRechargeService({
    db: database.db,
    config,
    wallets,
    gateway,
    files,
    onDecided: onMoneyDecided,
  });
  await app.register(rechargeRoutes, { recharges, proofMaxBytes: config.RECHARGE_PROOF_MAX_BYTES });
  if (gateway?.sandbox)
    await app.register(sandboxGatewayRoutes, {
      secret: config.PAYMENT_GATEWAY_SECRET,
      lookup: recharges.paymentForGateway,
      notify: recharges.handleNotification,
    });
  // Withdrawals: held on application, paid out on approval, released on rejection.
  await app.register(withdrawalRoutes, {
    withdrawals: createWithdrawalService(database.db, wallets, onMoneyDecided),
  });
  // Carriers: docking providers on the registry's provider types, every call to them in the API log.
  const apiLog = createApiLog(database.db, files, (error) =>
    app.log.error({ err: error }, "API log write failed"),
  );
  app.addHook("onClose", () => apiLog.flush());
  const carriers = await createCarrierService({
    database,
    files,
    apiLog,
    credentialsKey: config.CARRIER_CREDENTIALS_KEY,
    timeoutMs: config.CARRIER_TIMEOUT_MS,
    breakerCoolMs: config.CARRIER_BREAKER_COOL_SECONDS * 1000,
    sandbox: config.SANDBOX_CARRIER,
    onBreakerError: (error) => app.log.error({ err: error }, "circuit breaker state not stored"),
  });
  // Orders: placing and paying drafts is the place-order flow (catalog prices, finance charges, orders writes,
  // in one transaction); cancelling is the cancel-order flow (orders cancels, finance refunds, in one
  // transaction); deleting and copying drafts, the list, detail and log are the orders module's own.
  const orderStore = createOrderStore(database.db);
  // The platform's order rules, kept compiled per process until a change is announced; every placement runs them.
  const orderRules = await createOrderRules(database);
  await app.register(orderRuleRoutes, { rules: orderRules });
  const placement = createPlaceOrderFlow({
    db: database.db,
    sources,
    wallets,
    store: orderStore,
    rules: orderRules,
  });
  const changes = createOrderChanges(database.db, orderStore);
  // The list's tracking column and state filter, and the dashboard's counts, read tracking's parcels.
  const orderQueries = createOrderQueries(database.db, orderTrackView);
  await app.register(orderRoutes, { ...placement, queries: orderQueries });
  // The scan look-up and the order export; an export above EXPORT_DIRECT_ROWS runs as a task job.
  const orderExport = createOrderExport({
    db: database.db,
    files,
    tasks,
    directRows: config.EXPORT_DIRECT_ROWS,
    track: orderTrackView,
  });
  // The number substring rules, kept per process until a change is announced; every scan applies them first.
  const numberRules = await createNumberRules(database);
  await app.register(numberRuleRoutes, { rules: numberRules });
  await app.register(orderScanExportRoutes, { db: database.db, exports: orderExport, numberRules });
  // ---- tracking rules (issue 17, rules side) ----
  // Rule groups, rules and assignments; the compiled chains (product's group, provider's, default) kept per process
  // until a change is announced; a group's replay over stored events, whose status changes go to
  // `onParcelsRemapped`.
  // A replay's status changes have the order's consequences of any tracking change, marked as a replay.
  const trackConsequences = createTrackConsequences(postNotices);
  const trackRuleChains = await createRuleChains(database);
  const trackReplay = createTrackReplay(database, {
    orderNumbersOf,
    onParcelsRemapped: async (tx, changes) => {
      await updateParcelStatuses(tx, changes);
      await trackConsequences.replay(tx, changes);
    },
  });
  await app.register(trackRuleRoutes, { rules: createTrackRules(database), replay: trackReplay });
  app.decorate("trackRuleChains", trackRuleChains);
  // Bulk orders: an upload is stored and imported by a task job (the import-orders flow places each chunk through
  // the place-order flow); the worker resumes imports whose process stopped (main.ts).
  const importFlow = createImportOrdersFlow({
    db: database.db,
    files,
    placeOrders: placement.placeOrders,
    priceOrders: placement.priceOrders,
    wallets,
    payDrafts: placement.payDrafts,
    reader: importReader,
    leaseSeconds: config.ORDER_IMPORT_LEASE_SECONDS,
  });
  await app.register(orderImportRoutes, {
    imports: createOrderImports({ db: database.db, files, tasks, flow: importFlow }),
  });
  const cancelFlow = createCancelOrderFlow({ db: database.db, wallets, changes, carriers });
  await app.register(orderChangeRoutes, { ...placement, ...cancelFlow, changes });
  // Problem orders: staff raise and resolve, customers answer; each step tells the other side (a flow).
  const problems = createOrderProblems(database.db, files, tellOfProblemStep(postNotices));
  // Editing before hand-over: catalog prices the edit, finance settles the difference, orders writes it, in one
  // transaction (the edit-order flow); a problem's corrected address goes through the same edit.
  const editFlow = createEditOrderFlow({
    db: database.db,
    rules: orderRules,
    sources,
    wallets,
    edit: createOrderEdit(database.db, orderStore),
    problems,
  });
  // Abnormal orders: the list, an order's abnormalities and staff's release of a rule's hold.
  await app.register(orderAbnormalRoutes, { abnormal: createOrderAbnormal(database.db) });
  await app.register(orderEditRoutes, editFlow);
  await app.register(orderProblemRoutes, { problems: { ...problems, answer: editFlow.answerProblem } });
  // Weighing in: catalog prices the order again, finance settles the difference, orders writes it, in one
  // transaction (the weigh-in-order flow).
  await app.register(
    orderWeighInRoutes,
    createWeighInOrderFlow({
      db: database.db,
      sources,
      wallets,
      weighIn: createOrderWeighIn(database.db, orderStore),
    }),
  );
  await app.register(sandboxCarrierRoutes, { db: database.db, config });

  await app.register(carrierRoutes, { carriers });
  await app.register(numberPoolRoutes, { pools: createNumberPoolService(database.db) });
  // Customers' requests that the platform dock a carrier: the fee's hold, capture and release are the flow's.
  const dockingRequests = createDockingRequests(database.db);
  await app.register(dockingRequestRoutes, {
    requests: dockingRequests,
    actions: createDockingRequestFlow({ db: database.db, requests: dockingRequests, wallets, postNotices }),
  });
  await app.register(lastMileRoutes, { lastMile: createLastMileService(database.db) });
  // Pushing orders to their carriers: the worker main.ts starts (tests drain it themselves).
  const pusher = createOrderPusher({ database, carriers, files, log: app.log });
  app.addHook("onClose", () => pusher.stop());
  await app.register(submissionRoutes, { actions: createSubmissionActions({ database }) });
  const labelSettings = createLabelSettingService({
    db: database.db,
    salesProducts: (orgId) => salesProductOptions(database.db, orgId),
  });
  await app.register(labelSettingRoutes, { labelSettings });
  const labels = createLabelService({
    db: database.db,
    files,
    tasks,
    visibleOrder: orderQueries.visible,
    labelOrders: createLabelOrders(database.db),
    fontPath: config.LABEL_FONT_PATH,
  });
  // A seller's own label: orders keeps its number, carriers its PDF (the attach-seller-label flow).
  await app.register(labelRoutes, {
    labels,
    attachSellerLabel: createAttachSellerLabel({ db: database.db, files }),
  });

  // Tracking (issue 17): parcels' events, refreshed through the carriers' adapters by the worker main.ts starts
  // (tests drain it themselves); a change's consequences for the order and the customer are a flow.
  const trackingWorker = createTrackingWorker({
    database,
    carriers,
    chains: trackRuleChains.loadRuleChain,
    onChange: trackConsequences.onChange,
    log: app.log,
  });
  app.addHook("onClose", () => trackingWorker.stop());
  const parcelTracking = createParcelTracking({
    db: database.db,
    worker: trackingWorker,
    chains: trackRuleChains.loadRuleChain,
    onChange: trackConsequences.onChange,
    visibleOrder: orderQueries.visible,
  });
  await app.register(parcelTrackingRoutes, { tracking: parcelTracking });
  await app.register(publicTrackingRoutes, {
    tracking: createPublicTracking({
      db: database.db,
      limit: { max: config.LIMIT_PUBLIC_TRACKING_PER_MINUTE, windowSeconds: 60 },
    }),
  });
  // The package-tracking export: the orders an order export takes, each parcel's state and every event.
  const trackingExport = createTrackingExport({
    db: database.db,
    files,
    tasks,
    directRows: config.EXPORT_DIRECT_ROWS,
  });
  await app.register(trackingExportRoutes, { exports: trackingExport });

  // Webhooks: the customer's endpoints and delivery log, and the worker main.ts starts (tests drain it themselves).
  const webhookGuard = createOutboundGuard({ allowedHosts: allowedHostsOf(config.WEBHOOK_ALLOWED_HOSTS) });
  const webhookWorker = createWebhookWorker({
    database,
    secretsKey: config.WEBHOOK_SECRETS_KEY,
    guard: webhookGuard,
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    onDisabled: tellCustomerOfWebhookDisabled(postNotices),
    log: app.log,
  });
  app.addHook("onClose", () => webhookWorker.stop());
  await app.register(webhookRoutes, {
    webhooks: createWebhookService({
      db: database.db,
      secretsKey: config.WEBHOOK_SECRETS_KEY,
      guard: webhookGuard,
      worker: webhookWorker,
    }),
  });

  // The open API (issue 16): the console's use cases for API tokens, in a context of its own under /open/v1.
  await app.register(openApiRoutes, {
    prefix: OPEN_API_PREFIX,
    openApi: createOpenApi({
      db: database.db,
      placeOrders: placement.placeOrders,
      cancelOrders: cancelFlow.cancelOrders,
      editOrder: editFlow.editOrder,
      queries: orderQueries,
      quote: createQuoteService(database.db, sources).quote,
      wallets,
      orderTracking: parcelTracking.ofOrder,
    }),
    auth: await createApiTokenAuth(database, (error) =>
      app.log.error({ err: error }, "API tokens' last use not written"),
    ),
    labels,
    limiter: rateLimits,
    apiLog,
  });

  await registerConsole(app, resolve(config.WEB_DIST));
  return {
    app,
    sessions,
    identity,
    pricing,
    rateLimits,
    placement,
    tasks,
    taskJobs: [orderExport.job, trackingExport.job, importFlow.job, importFlow.payDraftsJob, labels.batchJob],
    cronJobs: [apiLogPruneJob(apiLog, config.API_LOG_RETENTION_DAYS)],
    importFlow,
    carriers,
    pusher,
    webhookWorker,
    trackingWorker,
    parcelTracking,
    trackConsequences,
  };
};

// Paths the server owns are never console pages: where not mounted (sandbox, metrics) they answer 404.
const SERVER_PATHS = ["/api/", "/open/", "/assets/", "/sandbox-", "/metrics"];

// The built console: hashed assets cached for good, every other page path answered with index.html.
const registerConsole = async (app: FastifyInstance, root: string) => {
  const hasConsole = existsSync(resolve(root, "index.html"));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.header(
          "cache-control",
          path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === "GET" && !SERVER_PATHS.some((prefix) => request.url.startsWith(prefix));
    if (isPage && hasConsole) return reply.header("cache-control", "no-cache").sendFile("index.html");
    if (isPage)
      return reply
        .type("text/plain")
        .send("The console is not built: run `npm run build` (npm start does it).");
    throw new AppError("NOT_FOUND");
  });
};
