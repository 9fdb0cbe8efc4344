import { type Config, isSandboxMounted } from "../../platform/config";
import type { Executor } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { sandboxMessages } from "./system.tables";

/** A verification message: `code` is the one-time code inside `body`, known so that only its recipient sees it. */
export type OutgoingMessage = {
  channel: "sms" | "email";
  recipient: string;
  subject: string;
  body: string;
  code: string;
};

/**
 * How SMS and email leave the platform. A real gateway implements `send` with its own
 * protocol (signed HTTP call, SMTP); the sandbox keeps every message in this database instead,
 * so nothing leaves this machine.
 */
export type MessageSender = {
  name: string;
  isSandbox: boolean;
  /** False when no sender is configured: asked before anything else, so every caller gets the same answer. */
  canSend: boolean;
  send: (db: Executor, message: OutgoingMessage) => Promise<void>;
};

export const CODE_MASK = "******";

/** The sandbox phone and mailbox: the full message is the recipient's copy, staff get it with the code masked. */
export const sandboxSender: MessageSender = {
  name: "sandbox",
  isSandbox: true,
  canSend: true,
  send: async (db, { code, ...message }) => {
    await db
      .insert(sandboxMessages)
      .values({ ...message, maskedBody: message.body.replaceAll(code, CODE_MASK) });
  },
};

const notConfigured = () =>
  new AppError("NOT_CONFIGURED", { params: { messageKey: "MESSAGE_SENDER_NOT_CONFIGURED" } });

/** No sender is configured (production without the sandbox): a code cannot be sent, and the caller is told so. */
const unconfiguredSender: MessageSender = {
  name: "none",
  isSandbox: false,
  canSend: false,
  send: () => Promise.reject(notConfigured()),
};

/** Refuses up front when the channel has no sender, before captchas, limits or codes are spent. */
export const assertCanSend = (sender: MessageSender) => {
  if (!sender.canSend) throw notConfigured();
};

const SENDERS: Record<Config["SMS_SENDER"] | Config["EMAIL_SENDER"], MessageSender> = {
  sandbox: sandboxSender,
};

/** The SMS and email senders chosen by SMS_SENDER and EMAIL_SENDER; a sandbox one only where the sandbox is mounted. */
export const sendersFor = (config: Config): { sms: MessageSender; email: MessageSender } => {
  const usable = (sender: MessageSender) =>
    sender.isSandbox && !isSandboxMounted(config) ? unconfiguredSender : sender;
  return { sms: usable(SENDERS[config.SMS_SENDER]), email: usable(SENDERS[config.EMAIL_SENDER]) };
};
