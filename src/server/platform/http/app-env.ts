import type { Logger } from "pino";
import type { FileReaders } from "@/server/engines/file-reading/file-readers";
import type { Ai } from "@/server/engines/providers/ai";
import type { ProviderSettings } from "@/server/engines/providers/provider-settings";
import type { Auth, SessionData } from "@/server/features/auth/auth";
import type { DocumentSearch } from "@/server/features/documents/document-search";
import type { Jobs } from "@/server/features/jobs/jobs";
import type { Meter } from "@/server/features/usage/meter";
import type { Db } from "@/server/platform/db/client";
import type { Env } from "@/server/platform/env";
import type { Mailer } from "@/server/platform/mail/mailer";
import type { FileStorage } from "@/server/platform/storage/file-storage";

/** Everything the app needs from outside; `main.ts` builds it, tests build their own. */
export type AppDeps = {
  env: Env;
  db: Db;
  auth: Auth;
  logger: Logger;
  mailer: Mailer;
  /** Uploaded and generated files. */
  storage: FileStorage;
  /** Reads untrusted documents and images in separate processes (src/server/engines/file-reading). */
  fileReaders: FileReaders;
  /** The durable job queue and its workers (media tools). */
  jobs: Jobs;
  /** The plans' allowances, charged as work is accepted (src/server/features/usage). */
  meter: Meter;
  /**
   * Provider keys and base URLs in force: the environment's, else an admin's (ai/provider-settings.ts).
   * Provider clients are built from it when needed, never once from `env`.
   */
  providerSettings: ProviderSettings;
  /**
   * The AI providers' clients and models (engines/providers/ai.ts): the models each provider
   * lists, the admin's choices, the spec ids as aliases. Built once from `providerSettings`.
   */
  ai: Ai;
  /** Ask My PDF's search: the embedding model, when EMBEDDING_MODEL names one. */
  documentSearch: DocumentSearch;
  /** Folder of the built client; absent in development (Vite serves it) and in route tests. */
  clientDir?: string;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    clientIp: string;
    session: SessionData | null;
  };
};
