import { sandboxMessagePageSchema, sandboxMessageQuerySchema } from "@pp/contracts";
import type { Language } from "@pp/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireCan } from "../../platform/access";
import type { Db } from "../../platform/db";
import { actorOf } from "../../platform/http";
import { mapPage } from "../../platform/paging";
import { escapeHtml, sandboxPage, sendHtml } from "../../platform/sandbox-page";
import { listInboxOf, listSandboxMessages } from "./system.repository";

// The sandbox SMS/email sender's two sides, mounted only where the sandbox is (platform/config isSandboxMounted):
// staff see what would have been sent with every code masked; the full message is on the fake phone or mailbox
// of its recipient, the page /sandbox-inbox/<phone or e-mail>, which is what a person (or a journey) reads the code
// from. A sandbox has no real phones, so whoever knows the number can open its page: that is why a production
// server never mounts it.

const INBOX_SIZE = 20;

const TEXTS: Record<Language, { title: string; empty: string }> = {
  zh: { title: "沙箱收件箱", empty: "该号码或邮箱还没有收到消息。" },
  en: { title: "Sandbox inbox", empty: "No messages for this number or mailbox yet." },
  ko: { title: "샌드박스 수신함", empty: "이 번호나 메일함으로 받은 메시지가 아직 없습니다." },
};

export const sandboxMessageRoutes = async (app: FastifyInstance, { db }: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/system/sandbox-messages",
    {
      config: { screens: ["system/sandbox-messages"] },
      schema: {
        tags: ["system"],
        summary: "Sandbox message viewer: SMS and email the sandbox sender kept, verification codes masked",
        querystring: sandboxMessageQuerySchema,
        response: { 200: sandboxMessagePageSchema },
      },
    },
    async (request) => {
      requireCan(actorOf(request), "readSandboxMessages");
      const page = await listSandboxMessages(db, request.query);
      return mapPage(page, (row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  );

  r.get(
    "/sandbox-inbox/:recipient",
    {
      config: { public: true },
      schema: { hide: true, params: z.object({ recipient: z.string().min(1).max(100) }) },
    },
    async (request, reply) => {
      const t = TEXTS[request.lang];
      const messages = await listInboxOf(db, request.params.recipient, INBOX_SIZE);
      const items = messages.map(
        (m) =>
          `<article data-message><div class="muted">${m.createdAt.toISOString()}</div>${
            m.subject ? `<strong>${escapeHtml(m.subject)}</strong>` : ""
          }<p>${escapeHtml(m.body)}</p></article>`,
      );
      return sendHtml(
        reply,
        sandboxPage(
          request.lang,
          t.title,
          `<h1>${t.title}</h1><p class="muted">${escapeHtml(request.params.recipient)}</p>${
            items.join("") || `<p>${t.empty}</p>`
          }`,
        ),
      );
    },
  );
};
