import type { Logger } from "pino";
import { createUserErasure } from "./account/user-erasure";
import { createProviderSettings } from "./ai/provider-settings";
import { createApp } from "./app";
import { createAuth } from "./auth/auth";
import type { Database } from "./db/client";
import { openDocumentSearch } from "./documents/document-search";
import type { Env } from "./env";
import { createConfiguredFileReaders } from "./file-reading/file-readers";
import type { JobHandler } from "./jobs/job-runner";
import { jobSettings, startJobs } from "./jobs/jobs";
import type { Mailer } from "./mail/mailer";
import type { FileStorage } from "./storage/file-storage";
import { jobHandlers } from "./tools";
import { configuredMeter } from "./usage/meter";

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
  /** Folder of the built client, when there is one to serve. */
  clientDir?: string;
};

/**
 * The app and everything it is built from, wired the one way both a server process
 * (app-process.ts) and the tests' apps (tests/support/test-app.ts) use: file readers, provider
 * settings, document search, the meter, the job queue and its workers, accounts, the routes.
 */
export async function composeApp(parts: AppParts) {
  const { env, database, logger, mailer, storage, secret } = parts;
  const db = database.db;
  // Reader processes start only when a document or an image is read.
  const fileReaders = createConfiguredFileReaders(env, logger);
  const providerSettings = createProviderSettings({ db, env, secret, logger });
  const documentSearch = openDocumentSearch(env, providerSettings, logger);
  const meter = configuredMeter(env);
  const jobs = await startJobs({
    database,
    storage,
    meter,
    logger,
    handlers:
      parts.jobHandlers ??
      jobHandlers({ env, db, storage, fileReaders, documentSearch, logger, providerSettings }),
    settings: jobSettings(env),
    queueSchema: database.queueSchema,
  });
  const erasure = createUserErasure({ database, storage, jobs, logger });
  const auth = createAuth({ db, appUrl: env.appUrl, secret, mailer, logger, erasure });
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
    clientDir: parts.clientDir,
  });
  return { app, auth, fileReaders, providerSettings, documentSearch, meter, jobs, erasure };
}
