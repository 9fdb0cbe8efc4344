import {
  captchaChallengeSchema,
  captchaVerifiedSchema,
  captchaVerifySchema,
  changePasswordSchema,
  codeSentSchema,
  languageParamSchema,
  languageResultSchema,
  loginResultSchema,
  loginSchema,
  menuNodeSchema,
  menuTreeSchema,
  okSchema,
  phoneParamSchema,
  registerSchema,
  resetPasswordSchema,
  sendEmailCodeSchema,
  sendSmsSchema,
  sessionInfoSchema,
} from "@pp/contracts";
import { TOKEN_COOKIE, TOKEN_TTL_MS } from "@pp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { noteAudit } from "../../platform/audit";
import { actorOf } from "../../platform/http";
import type { IdentityService, RequestContext } from "./identity.service";

type Options = {
  identity: IdentityService;
  systemNameOf: (request: FastifyRequest) => string;
  /** Where users reach the console (config PUBLIC_URL); https there makes the session cookie Secure. */
  publicUrl: string | undefined;
};

const publicRoute = { public: true } as const;

export const identityRoutes = async (
  app: FastifyInstance,
  { identity, systemNameOf, publicUrl }: Options,
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const contextOf = (request: FastifyRequest): RequestContext => ({
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? null,
    lang: request.lang,
    systemName: systemNameOf(request),
  });
  const tags = ["identity"];
  // Scripts never see the session token (HttpOnly); it only travels over https when the site is https,
  // told by PUBLIC_URL or by the request itself (X-Forwarded-Proto counts when TRUST_PROXY is on).
  const sessionCookie = (request: FastifyRequest) => ({
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: publicUrl?.startsWith("https://") === true || request.protocol === "https",
  });

  r.get(
    "/api/auth/code",
    {
      config: publicRoute,
      schema: { tags, summary: "New slider puzzle", response: { 200: captchaChallengeSchema } },
    },
    (request) => identity.createCaptcha(contextOf(request)),
  );

  r.post(
    "/api/auth/code/verify",
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "Check a slider drag",
        body: captchaVerifySchema,
        response: { 200: captchaVerifiedSchema },
      },
    },
    (request) => identity.verifyCaptcha(request.body),
  );

  r.post(
    "/api/auth/login",
    {
      config: { ...publicRoute, audit: { action: "auth.login", target: "session" } },
      schema: { tags, summary: "Sign in", body: loginSchema, response: { 200: loginResultSchema } },
    },
    async (request, reply) => {
      const result = await identity.login(request.body, contextOf(request));
      noteAudit(request, { userId: result.userId, orgId: result.orgId, targetId: result.userId });
      reply.setCookie(TOKEN_COOKIE, result.token, { ...sessionCookie(request), maxAge: TOKEN_TTL_MS / 1000 });
      return { token: result.token, expiresAt: result.expiresAt };
    },
  );

  r.get(
    "/api/auth/info",
    { schema: { tags, summary: "The session user", response: { 200: sessionInfoSchema } } },
    (request) => Promise.resolve(actorOf(request).info),
  );

  r.delete(
    "/api/auth/logout",
    {
      config: { audit: { action: "auth.logout", target: "session" } },
      schema: { tags, summary: "Sign out (revokes the token)", response: { 200: okSchema } },
    },
    async (request, reply) => {
      await identity.logout(actorOf(request));
      reply.clearCookie(TOKEN_COOKIE, sessionCookie(request));
      return { ok: true as const };
    },
  );

  r.get(
    "/api/menus/build",
    { schema: { tags, summary: "The user's menu tree", response: { 200: menuTreeSchema } } },
    (request) => identity.menuTree(actorOf(request)),
  );

  r.get(
    "/api/menus/check",
    {
      schema: {
        tags,
        summary: "May the user open this path?",
        querystring: z.object({ path: z.string().min(1).max(300) }),
        response: { 200: menuNodeSchema },
      },
    },
    (request) => identity.checkPath(actorOf(request), request.query.path),
  );

  r.post(
    "/api/account/sendSms/:phone",
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "Send an SMS code",
        params: phoneParamSchema,
        body: sendSmsSchema,
        response: { 200: codeSentSchema },
      },
    },
    (request) =>
      identity.sendCode(
        "sms",
        request.params.phone,
        request.body.purpose,
        request.body.captchaToken,
        contextOf(request),
      ),
  );

  r.post(
    "/api/account/sendEmail",
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "Send an email code",
        body: sendEmailCodeSchema,
        response: { 200: codeSentSchema },
      },
    },
    (request) =>
      identity.sendCode(
        "email",
        request.body.email,
        request.body.purpose,
        request.body.captchaToken,
        contextOf(request),
      ),
  );

  r.post(
    "/api/account/commitRegist",
    {
      config: { ...publicRoute, audit: { action: "account.register", target: "user" } },
      schema: { tags, summary: "Register a customer", body: registerSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await identity.register(request.body, contextOf(request));
      return { ok: true as const };
    },
  );

  r.post(
    "/api/account/resetPassword",
    {
      config: { ...publicRoute, audit: { action: "account.resetPassword", target: "user" } },
      schema: {
        tags,
        summary: "Reset a forgotten password",
        body: resetPasswordSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await identity.resetPassword(request.body, contextOf(request));
      return { ok: true as const };
    },
  );

  r.post(
    "/api/users/updatePass",
    {
      config: { audit: { action: "user.changePassword", target: "user" } },
      schema: {
        tags,
        summary: "Change own password",
        body: changePasswordSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await identity.changePassword(actorOf(request), request.body);
      return { ok: true as const };
    },
  );

  r.get(
    "/api/customerInfo/i18n",
    { schema: { tags, summary: "The user's language", response: { 200: languageResultSchema } } },
    (request) => Promise.resolve({ lang: actorOf(request).lang }),
  );

  r.post(
    "/api/customerInfo/i18n/:lang",
    {
      config: { audit: { action: "user.setLanguage", target: "user" } },
      schema: {
        tags,
        summary: "Save the user's language",
        params: languageParamSchema,
        response: { 200: languageResultSchema },
      },
    },
    (request) => identity.setLanguage(actorOf(request), request.params.lang),
  );
};
