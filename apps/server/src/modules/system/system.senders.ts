import type { Executor } from "../../platform/db";
import { outboxMessages } from "./system.tables";

export type OutgoingMessage = { channel: "sms" | "email"; recipient: string; subject: string; body: string };

/**
 * How SMS and email leave the platform. A real gateway implements `send` with its own
 * protocol (signed HTTP call, SMTP); the sandbox keeps every message in the outbox instead,
 * so nothing leaves this machine and platform admins can read what would have been sent.
 */
export type MessageSender = {
  name: string;
  isSandbox: boolean;
  send: (db: Executor, message: OutgoingMessage) => Promise<void>;
};

export const sandboxSender: MessageSender = {
  name: "sandbox",
  isSandbox: true,
  send: async (db, message) => {
    await db.insert(outboxMessages).values(message);
  },
};

export const SENDERS = { sandbox: sandboxSender } as const;
