import cluster from "node:cluster";
import fs from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import { createUserErasure } from "./account/user-erasure";
import { createProviderSettings } from "./ai/provider-settings";
import { createApp } from "./app";
import { createAuth } from "./auth/auth";
import { startGuestExpiry } from "./auth/guest-expiry";
import { loadAuthSecret } from "./auth/secret";
import { describeDatabase, openConfiguredDatabase } from "./db/configured-database";
import { openDocumentSearch } from "./documents/document-search";
import type { Env } from "./env";
import { createConfiguredFileReaders } from "./file-reading/file-readers";
import { startGuestFileSweeper } from "./files/guest-file-sweep";
import { connectionLimitsFor, startHttpServer } from "./http/node-server";
import { jobSettings, startJobs } from "./jobs/jobs";
import { createMailer } from "./mail/mailer";
import { growHeapSparingly } from "./node-runtime";
import { openFileStorage } from "./storage/open-file-storage";
import { jobHandlers } from "./tools";
import { startGuestUploadSweeper } from "./uploads/guest-upload-sweep";
import { configuredMeter } from "./usage/meter";

/** One app process: the only one, or one of WEB_CONCURRENCY under cluster-primary.ts. */
export async function runServer(env: Env, logger: Logger, clientDir: string) {
  growHeapSparingly();
  const database = await openConfiguredDatabase(env, logger);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
  const storage = openFileStorage(env);
  const fileReaders = createConfiguredFileReaders(env, logger);
  const secret = loadAuthSecret(env.BETTER_AUTH_SECRET, env.dataDir);
  const providerSettings = createProviderSettings({ db: database.db, env, secret, logger });
  const documentSearch = openDocumentSearch(env, providerSettings, logger);
  const meter = configuredMeter(env);
  const jobs = await startJobs({
    database,
    storage,
    meter,
    logger,
    handlers: jobHandlers({
      env,
      db: database.db,
      storage,
      fileReaders,
      documentSearch,
      logger,
      providerSettings,
    }),
    settings: jobSettings(env),
  });
  const auth = createAuth({
    db: database.db,
    appUrl: env.appUrl,
    secret,
    mailer,
    logger,
    erasure: createUserErasure({ database, storage, jobs, logger }),
  });
  const app = createApp({
    env,
    db: database.db,
    auth,
    logger,
    mailer,
    storage,
    fileReaders,
    jobs,
    meter,
    documentSearch,
    providerSettings,
    clientDir: fs.existsSync(path.join(clientDir, "index.html")) ? clientDir : undefined,
  });

  const stopSweeper = startGuestUploadSweeper({
    db: database.db,
    storage,
    retentionMinutes: env.GUEST_UPLOAD_RETENTION_MINUTES,
    logger,
  });
  const stopFileSweeper = startGuestFileSweeper({
    db: database.db,
    storage,
    retentionMinutes: env.GUEST_UPLOAD_RETENTION_MINUTES,
    logger,
  });
  const stopGuestExpiry = startGuestExpiry({ auth, db: database.db, logger });

  const server = startHttpServer(
    {
      fetch: app.fetch,
      port: env.PORT,
      hostname: env.HOST,
      limits: connectionLimitsFor(env.UPLOAD_MAX_BYTES),
    },
    (info) => {
      if (cluster.isWorker) return; // the primary says when all of them listen
      logger.info(
        { port: info.port, database: database.engine },
        `Bismo is ready on ${env.appUrl} (database: ${describeDatabase(database, env)})`,
      );
    },
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    stopSweeper();
    stopFileSweeper();
    stopGuestExpiry();
    // Jobs first: their rows stay as they are, for recovery at the next start.
    void jobs.stop().finally(() =>
      server.close(async () => {
        await fileReaders.close();
        await database.close();
        process.exit(0);
      }),
    );
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}
