import type { Logger } from "pino";
import type { FileReaders } from "./engines/file-reading/file-readers";
import type { Ai } from "./engines/providers/ai";
import type { ProviderSettings } from "./engines/providers/provider-settings";
import type { Auth } from "./features/auth/auth";
import type { DocumentSearch } from "./features/documents/document-search";
import type { Jobs } from "./features/jobs/jobs";
import type { Meter } from "./features/usage/meter";
import type { Db } from "./platform/db/client";
import type { Env } from "./platform/env";
import type { Mailer } from "./platform/mail/mailer";
import type { FileStorage } from "./platform/storage/file-storage";

/**
 * Everything the app needs from outside; compose-app.ts builds it, tests build their own. It
 * names every service, so only the composition root knows it: each feature's routes and the
 * tools (ToolDeps) declare the part they use, and are handed this whole.
 */
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
   * Provider keys and base URLs in force: the environment's, else an admin's
   * (engines/providers/provider-settings.ts). Only the AI object builds provider clients from
   * it; the admin area reads and changes it.
   */
  providerSettings: ProviderSettings;
  /**
   * The one AI object (engines/providers/ai.ts), built once from `providerSettings`: the models
   * each provider lists, the admin's choices, the spec's ids as aliases, and every provider
   * client (chat, image, video, speech, transcription, embeddings, fal, voice cloning).
   */
  ai: Ai;
  /** Ask My PDF's search: the embedding model, when EMBEDDING_MODEL names one. */
  documentSearch: DocumentSearch;
  /** Folder of the built client; absent in development (Vite serves it) and in route tests. */
  clientDir?: string;
};
