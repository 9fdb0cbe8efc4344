import { z } from "zod";

// The one place that reads process.env: every variable is described in README.
const booleanString = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres://")
    .optional(),
  DATA_DIR: z.string().default("./data"),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: booleanString.default(true),
  ALLOW_SANDBOX: booleanString.default(false),
  APP_SECRET: z.string().min(32).default("development-only-app-secret-never-use-in-production"),
  METRICS_TOKEN: z.string().min(16).optional(),
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST: z.string().default("apps/web/dist"),
  TRUST_PROXY: booleanString.default(false),
  CAPTCHA_TOLERANCE: z.coerce.number().int().min(1).max(10).default(5),
  CAPTCHA_TTL_SECONDS: z.coerce.number().int().min(30).max(600).default(120),
  BRAND_HOSTS: z
    .string()
    .default("")
    .describe("host=brandKey pairs separated by commas, e.g. ship.example.com=blue,cargo.example.com=green"),
  SMS_SENDER: z.enum(["sandbox"]).default("sandbox"),
  EMAIL_SENDER: z.enum(["sandbox"]).default("sandbox"),
  JOBS: booleanString.default(true),
  RECHARGE_MIN_AMOUNT: z
    .string()
    .regex(/^\d{1,14}(\.\d{1,2})?$/, "RECHARGE_MIN_AMOUNT must be an amount such as 10.00")
    .default("10.00"),
  RECHARGE_FEE_RATE: z
    .string()
    .regex(/^0(\.\d{1,6})?$/, "RECHARGE_FEE_RATE must be a rate below 1 such as 0.006")
    .default("0.006"),
  RECHARGE_PAYMENT_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  RECHARGE_PROOF_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(2 * 1024 * 1024),
  PAYMENT_GATEWAY: z.enum(["sandbox"]).default("sandbox"),
  PAYMENT_GATEWAY_SECRET: z.string().min(16).default("sandbox-gateway-secret-change-me"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
});

export type Config = z.infer<typeof configSchema>;

export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
};
