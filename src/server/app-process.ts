import cluster from "node:cluster";
import fs from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import { composeApp } from "./compose-app";
import { ollamaDefaultUrl } from "./engines/providers/local-ollama";
import { startGuestExpiry } from "./features/auth/guest-expiry";
import { loadAuthSecret } from "./features/auth/secret";
import { startGuestFileSweeper } from "./features/files/guest-file-sweep";
import { startGuestUploadSweeper } from "./features/uploads/guest-upload-sweep";
import { describeDatabase, openConfiguredDatabase } from "./platform/db/configured-database";
import type { Env } from "./platform/env";
import { connectionLimitsFor, startHttpServer } from "./platform/http/node-server";
import { createMailer } from "./platform/mail/mailer";
import { collectStartGarbage, growHeapSparingly } from "./platform/node-runtime";
import { openFileStorage } from "./platform/storage/open-file-storage";

/** One app process: the only one, or one of WEB_CONCURRENCY under cluster-primary.ts. */
export async function runServer(env: Env, logger: Logger, clientDir: string) {
  growHeapSparingly();
  // The embedded PostgreSQL stopped and could not be started again: exit non-zero, for a
  // supervisor (systemd, Docker, cluster-primary.ts) to start Bismo anew (decision 0034).
  // Until the app is up, there is nothing to stop first.
  let databaseLost: () => void = () => process.exit(1);
  const database = await openConfiguredDatabase(env, logger, () => databaseLost());
  const storage = openFileStorage(env);
  const { app, auth, fileReaders, jobs } = await composeApp({
    env,
    database,
    logger,
    mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger }),
    storage,
    secret: loadAuthSecret(env.BETTER_AUTH_SECRET, env.dataDir),
    clientDir: fs.existsSync(path.join(clientDir, "index.html")) ? clientDir : undefined,
    localOllamaUrl: ollamaDefaultUrl,
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
      collectStartGarbage(3000);
      if (cluster.isWorker) return; // the primary says when all of them listen
      logger.info(
        { port: info.port, database: database.engine },
        `Bismo is ready on ${env.appUrl} (database: ${describeDatabase(database, env)})`,
      );
    },
  );

  let stopping = false;
  function stop(signal: string, exitCode = 0) {
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
        await database.close().catch(() => {});
        process.exit(exitCode);
      }),
    );
    setTimeout(() => process.exit(exitCode), 5000).unref();
  }
  databaseLost = () => stop("database lost", 1);
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}
