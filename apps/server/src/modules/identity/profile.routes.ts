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
import { auditedWrites } from "../../platform/audited-routes";
import type { Database } from "../../platform/db";
import { readRoutes } from "../../platform/read-routes";
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
  const service = createProfileService(options);
  const tags = ["profile"];
  const screens = ["system/profile"];
  const config = (action: string) => ({ screens, audit: { action, target: "user" } });
  const reads = readRoutes(app, tags);
  const writes = auditedWrites(app, tags);
  const contextOf = (request: FastifyRequest): RequestContext => ({
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? null,
    lang: request.lang,
    systemName: options.systemNameOf(request),
  });

  reads.get(
    "/api/users/profile",
    { config: { screens }, summary: "Own details (phone and e-mail masked)", response: profileSchema },
    (actor) => service.get(actor),
  );

  writes.write(
    "PUT",
    "/api/users/profile",
    {
      config: config("user.updateProfile"),
      summary: "Change own nick name",
      body: updateProfileSchema,
      response: profileSchema,
    },
    (actor, { body }) => service.updateNickName(actor, body.nickName),
  );

  writes.write(
    "POST",
    "/api/users/sendEmailCode",
    {
      config: config("user.sendEmailCode"),
      summary: "Send a code to the new e-mail address",
      body: sendOwnEmailCodeSchema,
      response: codeSentSchema,
    },
    (actor, { body }, request) => service.sendCode(actor, "email", body.email, contextOf(request)),
  );

  writes.write(
    "POST",
    "/api/users/updateEmail/:code",
    {
      config: config("user.updateEmail"),
      summary: "Change own e-mail with the code sent to it",
      params: codeParamSchema,
      body: updateEmailSchema,
      response: profileSchema,
    },
    (actor, { params, body }) => service.confirmChange(actor, "email", body.email, params.code),
  );

  writes.write(
    "POST",
    "/api/users/sendPhoneCode",
    {
      config: config("user.sendPhoneCode"),
      summary: "Send a code to the new mobile number",
      body: sendOwnPhoneCodeSchema,
      response: codeSentSchema,
    },
    (actor, { body }, request) => service.sendCode(actor, "phone", body.phone, contextOf(request)),
  );

  writes.write(
    "POST",
    "/api/users/updatePhone/:code",
    {
      config: config("user.updatePhone"),
      summary: "Change own mobile number with the code sent to it",
      params: codeParamSchema,
      body: updatePhoneSchema,
      response: profileSchema,
    },
    (actor, { params, body }) => service.confirmChange(actor, "phone", body.phone, params.code),
  );

  reads.get(
    "/api/users/sessions",
    { config: { screens }, summary: "Own signed-in sessions", response: ownSessionListSchema },
    (actor) => service.listSessions(actor),
  );

  writes.write(
    "DELETE",
    "/api/users/sessions/:id",
    {
      config: { screens, audit: { action: "user.revokeSession", target: "session" } },
      summary: "Sign one of own sessions out",
      params: accountSelfIdParamSchema,
      response: revokedSessionSchema,
    },
    (actor, { params }) => service.revokeSession(actor, params.id),
  );
};
