import { MONEY_PATTERN } from "@pp/domain";
import { z } from "zod";

// The one place that reads process.env: every variable is described in README.
const booleanString = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** Secrets a development install runs with; production refuses them (see productionProblems). */
export const DEV_APP_SECRET = "development-only-app-secret-never-use-in-production";
export const DEV_PAYMENT_GATEWAY_SECRET = "sandbox-gateway-secret-change-me";
export const DEV_CARRIER_CREDENTIALS_KEY = "development-only-carrier-credentials-key";
export const DEV_WEBHOOK_SECRETS_KEY = "development-only-webhook-secrets-key-change-me";
export const DEV_SANDBOX_CARRIER_KEY = "sandbox-carrier-key-change-me";

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
  // Unset: demo data everywhere but production (see loadConfig).
  SEED_DEMO: booleanString.optional(),
  ALLOW_SANDBOX: booleanString.default(false),
  APP_SECRET: z.string().min(32).default(DEV_APP_SECRET),
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
    .regex(MONEY_PATTERN, "RECHARGE_MIN_AMOUNT must be an amount such as 10.00")
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
  RECHARGE_BANK_ACCOUNTS: z
    .string()
    .regex(
      /^$|^[^|;]+\|[^|;]+\|[^|;]+(;[^|;]+\|[^|;]+\|[^|;]+)*$/,
      "RECHARGE_BANK_ACCOUNTS must be bank|account holder|account number entries separated by ;",
    )
    .optional(),
  PAYMENT_GATEWAY: z.enum(["sandbox"]).default("sandbox"),
  PAYMENT_GATEWAY_SECRET: z.string().min(16).default(DEV_PAYMENT_GATEWAY_SECRET),
  // The sandbox carrier service and the bearer key it accepts; unset: on everywhere but production.
  SANDBOX_CARRIER: booleanString.optional(),
  SANDBOX_CARRIER_KEY: z.string().min(16).default(DEV_SANDBOX_CARRIER_KEY),
  // Sign-ins from one address in 15 minutes, against password spraying; an office whose staff share one address
  // (or a test run signing in again and again) raises it.
  LIMIT_SIGN_INS_PER_IP: z.coerce.number().int().min(1).default(60),
  LIMIT_FREIGHT_TRIALS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  LIMIT_EXPORTS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  EXPORT_DIRECT_ROWS: z.coerce.number().int().min(1).default(5000),
  // How long a bulk import's claim lasts without a chunk renewing it; a stopped process's import resumes after it.
  ORDER_IMPORT_LEASE_SECONDS: z.coerce.number().int().min(1).default(30),
  LIMIT_FORMULA_TESTS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  // Lookups of the public tracking page (no sign-in) one address may make a minute, against scraping.
  LIMIT_PUBLIC_TRACKING_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  // Open-API calls per token a minute, counted in each process and flushed every second (docs/api.md "Open API").
  OPEN_API_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  FILE_STORE: z.enum(["database", "directory", "s3"]).default("database"),
  FILE_STORE_DIR: z.string().min(1).default("./data/files"),
  FILE_STORE_S3_ENDPOINT: z
    .string()
    .regex(
      /^https?:\/\/[^/]+\/?$/,
      "FILE_STORE_S3_ENDPOINT must be a URL such as https://s3.eu-central-1.amazonaws.com",
    )
    .optional(),
  FILE_STORE_S3_REGION: z.string().optional(),
  FILE_STORE_S3_BUCKET: z.string().optional(),
  FILE_STORE_S3_ACCESS_KEY_ID: z.string().optional(),
  FILE_STORE_S3_SECRET_ACCESS_KEY: z.string().optional(),
  // Encrypts the credentials of carrier accounts at rest (AES-256-GCM); changing it makes the stored ones unreadable.
  CARRIER_CREDENTIALS_KEY: z.string().min(32).default(DEV_CARRIER_CREDENTIALS_KEY),
  // A call to a carrier's API that has not answered by then fails as unavailable.
  CARRIER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(30_000),
  /** How long an open circuit refuses calls before one probe goes to the provider. */
  CARRIER_BREAKER_COOL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // The CJK font labels are drawn with (Noto Sans CJK covers Chinese, Hangul and Latin); unset, Debian's
  // fonts-noto-cjk path.
  LABEL_FONT_PATH: z.string().min(1).optional(),
  // Encrypts the webhook endpoints' signing secrets at rest (AES-256-GCM); changing it makes the stored ones unreadable.
  WEBHOOK_SECRETS_KEY: z.string().min(32).default(DEV_WEBHOOK_SECRETS_KEY),
  // Host names or IP addresses a webhook may reach although private or loopback, and over plain http (comma list).
  WEBHOOK_ALLOWED_HOSTS: z.string().default(""),
  // A webhook delivery that has not answered by then fails (and is tried again).
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(15_000),
  // Days the API log keeps its rows; a daily job deletes older ones.
  API_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
});

type ParsedEnv = z.infer<typeof configSchema>;

/** What FILE_STORE=s3 needs, every one of them (loadConfig refuses a start without one). */
const S3_VARIABLES = {
  endpoint: "FILE_STORE_S3_ENDPOINT",
  region: "FILE_STORE_S3_REGION",
  bucket: "FILE_STORE_S3_BUCKET",
  accessKeyId: "FILE_STORE_S3_ACCESS_KEY_ID",
  secretAccessKey: "FILE_STORE_S3_SECRET_ACCESS_KEY",
} as const;
export type S3Settings = Record<keyof typeof S3_VARIABLES, string>;

export type Config = Omit<
  ParsedEnv,
  | "SEED_DEMO"
  | "SANDBOX_CARRIER"
  | "RECHARGE_BANK_ACCOUNTS"
  | (typeof S3_VARIABLES)[keyof typeof S3_VARIABLES]
> & {
  SEED_DEMO: boolean;
  SANDBOX_CARRIER: boolean;
  RECHARGE_BANK_ACCOUNTS: string;
  /** The bucket of FILE_STORE=s3; null for the other stores. */
  FILE_STORE_S3: S3Settings | null;
};

/** The bucket's settings, or the variables FILE_STORE=s3 lacks. */
const s3SettingsOf = (parsed: ParsedEnv): { settings: S3Settings } | { missing: string[] } => {
  const entries = Object.entries(S3_VARIABLES).map(([field, name]) => [field, name, parsed[name]?.trim()]);
  const missing = entries.filter(([, , value]) => !value).map(([, name]) => name!);
  if (missing.length) return { missing };
  return { settings: Object.fromEntries(entries.map(([field, , value]) => [field, value])) as S3Settings };
};

/** The receiving account a demo install shows on its bank-transfer tab (no real bank behind it). */
export const DEMO_BANK_ACCOUNTS = "Demo Bank, Shanghai Branch|Parcel Platform Demo Ltd.|6222 0000 1234 5678";

const SECRETS = [
  ["APP_SECRET", DEV_APP_SECRET],
  ["PAYMENT_GATEWAY_SECRET", DEV_PAYMENT_GATEWAY_SECRET],
  ["CARRIER_CREDENTIALS_KEY", DEV_CARRIER_CREDENTIALS_KEY],
  ["WEBHOOK_SECRETS_KEY", DEV_WEBHOOK_SECRETS_KEY],
] as const;

// A production server never runs with the published demo accounts or a secret anyone can read in this repository.
const productionProblems = (env: Record<string, string | undefined>, parsed: ParsedEnv): string[] => {
  const problems: string[] = [];
  if (parsed.SEED_DEMO)
    problems.push("  SEED_DEMO: demo data (accounts with published passwords) is refused in production");
  for (const [name, devDefault] of SECRETS) {
    const value = env[name];
    if (value === undefined || value === "") problems.push(`  ${name}: must be set in production`);
    else if (value === devDefault)
      problems.push(`  ${name}: the development default is refused in production; set a secret of your own`);
  }
  const carrierKey = env.SANDBOX_CARRIER_KEY;
  if (parsed.SANDBOX_CARRIER && (!carrierKey || carrierKey === DEV_SANDBOX_CARRIER_KEY))
    problems.push("  SANDBOX_CARRIER_KEY: SANDBOX_CARRIER=true needs a key of your own in production");
  return problems;
};

export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const isProduction = parsed.data.NODE_ENV === "production";
  const problems = isProduction ? productionProblems(env, parsed.data) : [];
  if (problems.length)
    throw new Error(`Unsafe configuration for NODE_ENV=production:\n${problems.join("\n")}`);
  const s3 = parsed.data.FILE_STORE === "s3" ? s3SettingsOf(parsed.data) : null;
  if (s3 && "missing" in s3)
    throw new Error(
      `Incomplete configuration for FILE_STORE=s3:\n${s3.missing.map((name) => `  ${name}: must be set when FILE_STORE=s3`).join("\n")}`,
    );
  const seedDemo = parsed.data.SEED_DEMO ?? !isProduction;
  const {
    FILE_STORE_S3_ENDPOINT: _endpoint,
    FILE_STORE_S3_REGION: _region,
    FILE_STORE_S3_BUCKET: _bucket,
    FILE_STORE_S3_ACCESS_KEY_ID: _accessKeyId,
    FILE_STORE_S3_SECRET_ACCESS_KEY: _secretAccessKey,
    ...rest
  } = parsed.data;
  return {
    ...rest,
    FILE_STORE_S3: s3?.settings ?? null,
    SEED_DEMO: seedDemo,
    SANDBOX_CARRIER: parsed.data.SANDBOX_CARRIER ?? !isProduction,
    RECHARGE_BANK_ACCOUNTS: parsed.data.RECHARGE_BANK_ACCOUNTS ?? (seedDemo ? DEMO_BANK_ACCOUNTS : ""),
  };
};

/** Sandbox gateways, pages and senders: mounted outside production, and in production only with ALLOW_SANDBOX. */
export const isSandboxMounted = (config: Config) => config.NODE_ENV !== "production" || config.ALLOW_SANDBOX;
