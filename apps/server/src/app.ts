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
import { catalogExcelRoutes } from "./modules/catalog/catalog-excel.routes";
import { formulaRoutes } from "./modules/catalog/formulas.routes";
import { postcodeGroupRoutes } from "./modules/catalog/postcode-groups.routes";
import { premiumPackageRoutes } from "./modules/catalog/premium-packages.routes";
import { createPricingCache } from "./modules/catalog/pricing-loader";
import { productRoutes } from "./modules/catalog/products.routes";
import { quoteRoutes } from "./modules/catalog/quote.routes";
import { quotePlanRoutes } from "./modules/catalog/quote-plans.routes";
import { signingRoutes } from "./modules/catalog/signings.routes";
import { surchargeRoutes } from "./modules/catalog/surcharges.routes";
import {
  createRechargeService,
  createSandboxGateway,
  createWalletService,
  rechargeRoutes,
  sandboxGatewayRoutes,
  walletRoutes,
} from "./modules/finance";
import { withdrawalRoutes } from "./modules/finance/withdrawal.routes";
import { createWithdrawalService } from "./modules/finance/withdrawal.service";
import * as accountSelf from "./modules/identity";
import {
  createIdentityService,
  createSessionStore,
  customersRoutes,
  identityRoutes,
  menusAdminRoutes,
  orgsRoutes,
  rolesRoutes,
  usersRoutes,
} from "./modules/identity";
import { addressRoutes, createAddressService } from "./modules/orders";
import { referenceRoutes } from "./modules/reference";
import { brandForHost, insertOperationLog, parseBrandHosts, SENDERS, systemRoutes } from "./modules/system";
import { registerAudit } from "./platform/audit";
import type { Config } from "./platform/config";
import type { Database } from "./platform/db";
import { AppError } from "./platform/errors";
import { UPLOAD_LIMIT_BYTES } from "./platform/excel";
import {
  RequestLog,
  registerAuthentication,
  registerErrorHandling,
  registerResponseHeaders,
  securityHeaders,
  serializerCompiler,
} from "./platform/http";

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
      frameAncestors: ["'self'"],
    },
  },
});

export type AppDeps = {
  config: Config;
  database: Database /** Where logs go instead of stdout. */;
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
    bodyLimit: 1024 * 1024,
    forceCloseConnections: "idle",
  });
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
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  const sessions = await createSessionStore(database);
  registerAuthentication(app, sessions.resolve);
  registerErrorHandling(app);
  registerAudit(app, (entry) => insertOperationLog(database.db, entry));
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1 } });

  const brandHosts = parseBrandHosts(config.BRAND_HOSTS);
  const identity = createIdentityService({
    database,
    config,
    sessions,
    senders: { sms: SENDERS[config.SMS_SENDER], email: SENDERS[config.EMAIL_SENDER] },
  });
  await app.register(systemRoutes, { db: database.db, brandHosts });
  await app.register(identityRoutes, {
    identity,
    systemNameOf: (request) => brandForHost(brandHosts, request.hostname).systemName[request.lang],
  });
  // Accounts administration: users, roles, menus, customers.
  for (const routes of [usersRoutes, rolesRoutes, menusAdminRoutes]) {
    await app.register(routes, { db: database.db, sessions });
  }
  await app.register(customersRoutes, { db: database.db });
  await app.register(orgsRoutes, { db: database.db });
  // What an account manages for itself: sub-accounts, profile and sessions, open-API tokens.
  await app.register(accountSelf.subAccountRoutes, { database, sessions });
  await app.register(accountSelf.profileRoutes, {
    database,
    sessions,
    senders: { sms: SENDERS[config.SMS_SENDER], email: SENDERS[config.EMAIL_SENDER] },
    systemNameOf: (request) => brandForHost(brandHosts, request.hostname).systemName[request.lang],
  });
  await app.register(accountSelf.apiTokenRoutes, { database });
  await app.register(addressRoutes, { addresses: createAddressService(database.db) });
  await app.register(referenceRoutes, { db: database.db });
  // Compiled product pricing of this process, dropped by every process when the catalogue changes.
  const pricing = await createPricingCache(database);
  app.decorate("pricing", pricing);
  await app.register(signingRoutes, { db: database.db });
  await app.register(productRoutes, { db: database.db });
  await app.register(quotePlanRoutes, { db: database.db });
  await app.register(catalogExcelRoutes, { db: database.db });
  await app.register(quoteRoutes, { db: database.db });
  // The catalogue's libraries: postcode groups, premium packages, formula types and cost formulas.
  for (const routes of [postcodeGroupRoutes, premiumPackageRoutes, formulaRoutes]) {
    await app.register(routes, { db: database.db });
  }
  await app.register(surchargeRoutes, { db: database.db });
  // Wallets and the ledger: the one service every money movement of this process goes through.
  const wallets = createWalletService(database.db);
  app.decorate("wallets", wallets);
  await app.register(walletRoutes, { wallets });
  // Recharge: online payments through the payment gateway (the sandbox serves its own hosted page), bank transfers.
  const gateway = createSandboxGateway(config.PAYMENT_GATEWAY_SECRET);
  const recharges = createRechargeService({ db: database.db, config, wallets, gateway });
  await app.register(rechargeRoutes, { recharges, proofMaxBytes: config.RECHARGE_PROOF_MAX_BYTES });
  await app.register(sandboxGatewayRoutes, {
    secret: config.PAYMENT_GATEWAY_SECRET,
    lookup: recharges.paymentForGateway,
  });
  // Withdrawals: held on application, paid out on approval, released on rejection.
  await app.register(withdrawalRoutes, { withdrawals: createWithdrawalService(database.db, wallets) });

  await registerConsole(app, resolve(config.WEB_DIST));
  return { app, sessions, identity, pricing };
};

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
    const isPage =
      request.method === "GET" && !request.url.startsWith("/api/") && !request.url.startsWith("/assets/");
    if (isPage && hasConsole) return reply.header("cache-control", "no-cache").sendFile("index.html");
    if (isPage)
      return reply
        .type("text/plain")
        .send("The console is not built: run `npm run build` (npm start does it).");
    throw new AppError("NOT_FOUND");
  });
};
