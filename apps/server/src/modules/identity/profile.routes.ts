import {
  accountSelfIdParamSchema,
  codeParamSchema,
  codeSentSchema,
  ownSessionListSchema,
  profileSchema,
  revokedSessionSchema,
  sendOwnEmailCodeSchema,
  sendOwnPhoneCodeSchema,
  updateEmailSchema,
  updatePhoneSchema,
  updateProfileSchema,
} from "@pp/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../platform/db";
import { actorOf } from "../../platform/http";
import type { MessageSender } from "../system";
import type { RequestContext } from "./identity.service";
import { createProfileService } from "./profile.service";
import type { SessionStore } from "./session-store";

type Options = {
  database: Database;
  appSecret: string;
  sessions: SessionStore;
  senders: { sms: MessageSender; email: MessageSender };
  systemNameOf: (request: FastifyRequest) => string;
};

export const profileRoutes = async (app: FastifyInstance, options: Options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createProfileService(options);
  const tags = ["profile"];
  const screens = ["system/profile"];
  const target = "user";
  const contextOf = (request: FastifyRequest): RequestContext => ({
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? null,
    lang: request.lang,
    systemName: options.systemNameOf(request),
  });

  r.get(
    "/api/users/profile",
    {
      config: { screens },
      schema: { tags, summary: "Own details (phone and e-mail masked)", response: { 200: profileSchema } },
    },
    (request) => service.get(actorOf(request)),
  );

  r.put(
    "/api/users/profile",
    {
      config: { screens, audit: { action: "user.updateProfile", target } },
      schema: {
        tags,
        summary: "Change own nick name",
        body: updateProfileSchema,
        response: { 200: profileSchema },
      },
    },
    (request) => service.updateNickName(actorOf(request), request.body.nickName),
  );

  r.post(
    "/api/users/sendEmailCode",
    {
      config: { screens, audit: { action: "user.sendEmailCode", target } },
      schema: {
        tags,
        summary: "Send a code to the new e-mail address",
        body: sendOwnEmailCodeSchema,
        response: { 200: codeSentSchema },
      },
    },
    (request) => service.sendCode(actorOf(request), "email", request.body.email, contextOf(request)),
  );

  r.post(
    "/api/users/updateEmail/:code",
    {
      config: { screens, audit: { action: "user.updateEmail", target } },
      schema: {
        tags,
        summary: "Change own e-mail with the code sent to it",
        params: codeParamSchema,
        body: updateEmailSchema,
        response: { 200: profileSchema },
      },
    },
    (request) => service.confirmChange(actorOf(request), "email", request.body.email, request.params.code),
  );

  r.post(
    "/api/users/sendPhoneCode",
    {
      config: { screens, audit: { action: "user.sendPhoneCode", target } },
      schema: {
        tags,
        summary: "Send a code to the new mobile number",
        body: sendOwnPhoneCodeSchema,
        response: { 200: codeSentSchema },
      },
    },
    (request) => service.sendCode(actorOf(request), "phone", request.body.phone, contextOf(request)),
  );

  r.post(
    "/api/users/updatePhone/:code",
    {
      config: { screens, audit: { action: "user.updatePhone", target } },
      schema: {
        tags,
        summary: "Change own mobile number with the code sent to it",
        params: codeParamSchema,
        body: updatePhoneSchema,
        response: { 200: profileSchema },
      },
    },
    (request) => service.confirmChange(actorOf(request), "phone", request.body.phone, request.params.code),
  );

  r.get(
    "/api/users/sessions",
    {
      config: { screens },
      schema: { tags, summary: "Own signed-in sessions", response: { 200: ownSessionListSchema } },
    },
    (request) => service.listSessions(actorOf(request)),
  );

  r.delete(
    "/api/users/sessions/:id",
    {
      config: { screens, audit: { action: "user.revokeSession", target: "session" } },
      schema: {
        tags,
        summary: "Sign one of own sessions out",
        params: accountSelfIdParamSchema,
        response: { 200: revokedSessionSchema },
      },
    },
    (request) => service.revokeSession(actorOf(request), request.params.id),
  );
};
