import type { Language } from "@pp/domain";
import type { FastifyReply } from "fastify";

// The sandbox's own server-rendered pages (the payment gateway's hosted page, the fake phone and mailbox):
// plain HTML, marked SANDBOX, never cached.

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The label every sandbox page carries, in the page's language. */
const SANDBOX_LABEL: Record<Language, string> = { zh: "沙箱", en: "SANDBOX", ko: "샌드박스" };

export const sandboxPage = (lang: Language, title: string, body: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${SANDBOX_LABEL[lang]} · ${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f5f5;margin:0;display:flex;justify-content:center;padding:48px 16px}
main{background:#fff;border:1px solid #e5e5e5;border-radius:8px;padding:32px;max-width:420px;width:100%}
.tag{display:inline-block;background:#fa8c16;color:#fff;font-weight:700;padding:2px 10px;border-radius:4px;letter-spacing:1px}
.amount{font-size:32px;font-weight:600;margin:8px 0 24px}
.row{display:flex;gap:12px}
button{font-size:16px;padding:8px 24px;border-radius:6px;border:1px solid #d9d9d9;background:#fff;cursor:pointer}
button.pay{background:#1677ff;border-color:#1677ff;color:#fff}
.muted{color:#888}
article{border-top:1px solid #eee;padding:12px 0}
</style></head><body><main><span class="tag">${SANDBOX_LABEL[lang]}</span>${body}</main></body></html>`;

export const sendHtml = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(body);
