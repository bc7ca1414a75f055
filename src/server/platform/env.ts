import path from "node:path";
import { z } from "zod";
import { allowanceOverridesSchema } from "@/shared/plans";

const optionalUrl = z.url().optional();
const optionalText = z.string().trim().min(1).optional();
const flag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((value) => value === "true" || value === "1");
const postgresUrl = z
  .url({
    protocol: /^postgres(ql)?$/,
    error: "DATABASE_URL must be a postgres:// or postgresql:// URL",
  })
  .optional();

/** The whole configuration, parsed once. This is the only module that reads process.env. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: postgresUrl,
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  BETTER_AUTH_SECRET: z
    .string()
    .min(32, "BETTER_AUTH_SECRET must be at least 32 characters")
    .optional(),
  // Accounts that are admins whatever their stored role, once their address is confirmed.
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email("ADMIN_EMAILS must be e-mail addresses separated by commas"))),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Bismo <no-reply@bismo.local>"),
  TRUST_PROXY: flag,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  ANTHROPIC_API_KEY: optionalText,
  ANTHROPIC_BASE_URL: optionalUrl,
  GOOGLE_GENERATIVE_AI_API_KEY: optionalText,
  GOOGLE_BASE_URL: optionalUrl,
  DEEPSEEK_API_KEY: optionalText,
  DEEPSEEK_BASE_URL: optionalUrl,
  MISTRAL_API_KEY: optionalText,
  MISTRAL_BASE_URL: optionalUrl,
  OPENROUTER_API_KEY: optionalText,
  OPENROUTER_BASE_URL: optionalUrl,
  // An Ollama server's own address (its native API lists models and their capabilities); unset,
  // Ollama's default address is tried (local-ollama.ts); `off` tries none.
  OLLAMA_BASE_URL: z
    .union([z.literal("off"), z.url({ error: "OLLAMA_BASE_URL must be a URL, or off" })])
    .optional(),
  OPENAI_COMPATIBLE_BASE_URL: optionalUrl,
  OPENAI_COMPATIBLE_API_KEY: optionalText,
  OPENAI_COMPATIBLE_MODELS: optionalText,
  // Servers for one kind of media each, speaking OpenAI's API for it (local-media-servers.ts).
  OPENAI_COMPATIBLE_SPEECH_BASE_URL: optionalUrl,
  OPENAI_COMPATIBLE_SPEECH_API_KEY: optionalText,
  OPENAI_COMPATIBLE_TRANSCRIPTION_BASE_URL: optionalUrl,
  OPENAI_COMPATIBLE_TRANSCRIPTION_API_KEY: optionalText,
  OPENAI_COMPATIBLE_IMAGE_BASE_URL: optionalUrl,
  OPENAI_COMPATIBLE_IMAGE_API_KEY: optionalText,
  ELEVENLABS_API_KEY: optionalText,
  ELEVENLABS_BASE_URL: optionalUrl,
  GROQ_API_KEY: optionalText,
  GROQ_BASE_URL: optionalUrl,
  DEEPGRAM_API_KEY: optionalText,
  DEEPGRAM_BASE_URL: optionalUrl,
  ASSEMBLYAI_API_KEY: optionalText,
  ASSEMBLYAI_BASE_URL: optionalUrl,
  FAL_KEY: optionalText,
  FAL_BASE_URL: optionalUrl,
  FAL_QUEUE_BASE_URL: optionalUrl,
  FAL_STORAGE_BASE_URL: optionalUrl,
  REPLICATE_API_TOKEN: optionalText,
  REPLICATE_BASE_URL: optionalUrl,
  // Ask My PDF's vector search: `provider:model`; unset, it searches with full-text search alone.
  EMBEDDING_MODEL: z
    .string()
    .trim()
    .regex(
      /^(openai|google|mistral|openai-compatible|ollama):\S+$/,
      "EMBEDDING_MODEL must be provider:model, with provider openai, google, mistral, openai-compatible or ollama",
    )
    .optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  CHAT_GUEST_MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(10),
  CHAT_ACCOUNT_MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(60),
  GUEST_UPLOAD_RETENTION_MINUTES: z.coerce.number().int().positive().default(60),
  UPLOAD_GUEST_FILES_PER_HOUR: z.coerce.number().int().positive().default(20),
  UPLOAD_ACCOUNT_FILES_PER_HOUR: z.coerce.number().int().positive().default(200),
  GUEST_STORAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * 1024 * 1024),
  FILE_READERS: z.coerce.number().int().min(1).max(32).default(2),
  FILE_READER_MEMORY_MB: z.coerce.number().int().min(128).default(512),
  FFMPEG_MEMORY_MB: z.coerce.number().int().min(256).default(2048),
  FFMPEG_THREADS: z.coerce.number().int().min(1).max(64).default(2),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(20 * 1024 * 1024),
  IMAGE_TIMEOUT_MS: z.coerce.number().int().positive().default(180_000),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  JOB_CONCURRENCY_PER_USER: z.coerce.number().int().min(1).max(64).default(2),
  JOB_STALL_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  DOWNLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * 1024 * 1024),
  DOWNLOAD_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  PROVIDER_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(5000),
  DOWNLOAD_ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Changes to the plans' allowances, as JSON (see src/shared/plans.ts); unset, the catalogue's. */
  PLAN_ALLOWANCES: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      let json: unknown;
      try {
        json = JSON.parse(value);
      } catch {
        context.addIssue({ code: "custom", message: "PLAN_ALLOWANCES must be JSON" });
        return z.NEVER;
      }
      const parsed = allowanceOverridesSchema.safeParse(json);
      if (!parsed.success) {
        context.addIssue({
          code: "custom",
          message: `PLAN_ALLOWANCES: ${parsed.error.issues
            .map((issue) => `${issue.path.join(".")} ${issue.message}`)
            .join("; ")}`,
        });
        return z.NEVER;
      }
      return parsed.data;
    }),
  /** Longest document Ask My PDF reads, in pages (slides, or sections of running text). */
  DOCUMENT_MAX_PAGES: z.coerce.number().int().positive().default(2000),
});

export type Env = z.infer<typeof envSchema> & { appUrl: string; dataDir: string };

/** Every variable Bismo reads; the README's configuration table and .env.example list the same. */
export const envVariableNames = Object.keys(envSchema.shape);

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty value (PORT=, as a copied .env.example leaves it) means unset: the default applies.
  const set = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const result = envSchema.safeParse(set);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const env = result.data;
  if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      "Invalid configuration:\n  S3_BUCKET is set: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as well",
    );
  }
  return {
    ...env,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    dataDir: path.resolve(env.DATA_DIR),
  };
}
