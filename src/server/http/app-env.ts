import type { Logger } from "pino";
import type { ProviderSettings } from "@/server/ai/provider-settings";
import type { Auth, SessionData } from "@/server/auth/auth";
import type { Db } from "@/server/db/client";
import type { DocumentSearch } from "@/server/documents/document-search";
import type { Env } from "@/server/env";
import type { FileReaders } from "@/server/file-reading/file-readers";
import type { Jobs } from "@/server/jobs/jobs";
import type { Mailer } from "@/server/mail/mailer";
import type { FileStorage } from "@/server/storage/file-storage";
import type { Meter } from "@/server/usage/meter";

/** Everything the app needs from outside; `main.ts` builds it, tests build their own. */
export type AppDeps = {
  env: Env;
  db: Db;
  auth: Auth;
  logger: Logger;
  mailer: Mailer;
  /** Uploaded and generated files. */
  storage: FileStorage;
  /** Reads untrusted documents and images in separate processes (src/server/file-reading). */
  fileReaders: FileReaders;
  /** The durable job queue and its workers (media tools). */
  jobs: Jobs;
  /** The plans' allowances, charged as work is accepted (src/server/usage). */
  meter: Meter;
  /**
   * Provider keys and base URLs in force: the environment's, else an admin's (ai/provider-settings.ts).
   * Provider clients are built from it when needed, never once from `env`.
   */
  providerSettings: ProviderSettings;
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
