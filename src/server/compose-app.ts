import type { Logger } from "pino";
import { createApp } from "./app";
import { createConfiguredFileReaders } from "./engines/file-reading/file-readers";
import { configureFfmpeg } from "./engines/media/ffmpeg-limits";
import { createAi } from "./engines/providers/ai";
import { createProviderSettings } from "./engines/providers/provider-settings";
import { createUserErasure } from "./features/account/user-erasure";
import { createAuth, type PasswordHashing } from "./features/auth/auth";
import { openDocumentSearch } from "./features/documents/document-search";
import type { JobHandler } from "./features/jobs/job-runner";
import { jobSettings, startJobs } from "./features/jobs/jobs";
import { configuredMeter } from "./features/usage/meter";
import type { Database } from "./platform/db/client";
import type { Env } from "./platform/env";
import type { Mailer } from "./platform/mail/mailer";
import type { FileStorage } from "./platform/storage/file-storage";
import { jobHandlers } from "./tools";

export type AppParts = {
  env: Env;
  database: Database & { queueSchema?: string };
  logger: Logger;
  mailer: Mailer;
  storage: FileStorage;
  /** The server secret (sessions, sealed provider keys). */
  secret: string;
  /** Job handlers by tool id, in place of the tools' own (tests). */
  jobHandlers?: Record<string, JobHandler>;
  /** A cheaper password hash than better-auth's (tests only; see AuthOptions). */
  passwordHashing?: PasswordHashing;
  /** Folder of the built client, when there is one to serve. */
  clientDir?: string;
  /**
   * Where to look for an Ollama nobody configured (a server process: Ollama's default address);
   * unset, nowhere, so no test depends on what listens on this machine.
   */
  localOllamaUrl?: string;
};

/**
 * The app and everything it is built from, wired the one way both a server process
 * (app-process.ts) and the tests' apps (tests/support/test-app.ts) use: file readers, provider
 * settings, document search, the meter, the job queue and its workers, accounts, the routes.
 */
export async function composeApp(parts: AppParts) {
  const { env, database, logger, mailer, storage, secret } = parts;
  const db = database.db;
  configureFfmpeg({ memoryMb: env.FFMPEG_MEMORY_MB, threads: env.FFMPEG_THREADS });
  // Reader processes start only when a document or an image is read.
  const fileReaders = createConfiguredFileReaders(env, logger);
  const providerSettings = createProviderSettings({ db, env, secret, logger });
  const ai = createAi({
    providerSettings,
    db,
    secret,
    logger,
    localOllamaUrl: parts.localOllamaUrl,
  });
  const documentSearch = openDocumentSearch(env, ai, logger);
  const meter = configuredMeter(env);
  const jobs = await startJobs({
    database,
    storage,
    meter,
    logger,
    handlers:
      parts.jobHandlers ??
      jobHandlers({ env, db, storage, fileReaders, documentSearch, logger, ai }),
    settings: jobSettings(env),
    queueSchema: database.queueSchema,
  });
  const erasure = createUserErasure({ database, storage, jobs, logger });
  const auth = createAuth({
    db,
    appUrl: env.appUrl,
    secret,
    mailer,
    logger,
    erasure,
    passwordHashing: parts.passwordHashing,
  });
  const app = createApp({
    env,
    db,
    auth,
    logger,
    mailer,
    storage,
    fileReaders,
    jobs,
    meter,
    documentSearch,
    providerSettings,
    ai,
    databaseHealth: database.health,
    clientDir: parts.clientDir,
  });
  return { app, auth, fileReaders, providerSettings, ai, documentSearch, meter, jobs, erasure };
}
