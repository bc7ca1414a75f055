import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";
import { loadAuthSecret } from "./features/auth/secret";
import { poolSize } from "./platform/db/client";
import { describeDatabase, openConfiguredDatabase } from "./platform/db/configured-database";
import { embeddedMaxConnections } from "./platform/db/embedded-postgres";
import type { Env } from "./platform/env";

/**
 * App processes the embedded server's connections take, `poolSize` each, leaving room for four
 * pools more: the primary's, and connections of a process being replaced or an operator's.
 */
const maxEmbeddedProcesses = Math.floor(embeddedMaxConnections / poolSize) - 4;

/**
 * WEB_CONCURRENCY > 1: this process opens the database (starting the embedded PostgreSQL
 * when there is no DATABASE_URL) and applies the migrations, then runs that many app
 * processes on the same port, each connecting to the database with its URL. Sessions, rate
 * limits and conversations live in PostgreSQL, so any of them can serve any request.
 */
export async function runPrimary(env: Env, logger: Logger, entry: string) {
  // The embedded PostgreSQL could not be restarted: the app processes stop, and so does this
  // one, non-zero, for its supervisor (decision 0034).
  const database = await openConfiguredDatabase(env, logger, () => void stop("database lost", 1));
  if (!database.url) {
    await database.close();
    throw new Error(
      `Invalid configuration:\n  WEB_CONCURRENCY: several app processes need PostgreSQL, and this data folder holds a PGlite database. Set DATABASE_URL, or use a new DATA_DIR.`,
    );
  }
  if (database.engine === "embedded-postgres" && env.WEB_CONCURRENCY > maxEmbeddedProcesses) {
    await database.close();
    throw new Error(
      `Invalid configuration:\n  WEB_CONCURRENCY: the embedded PostgreSQL serves up to ${maxEmbeddedProcesses} app processes (${embeddedMaxConnections} connections, ${poolSize} each). Use fewer, or set DATABASE_URL.`,
    );
  }
  // Made once here, so the app processes read one secret instead of racing to create it.
  loadAuthSecret(env.BETTER_AUTH_SECRET, env.dataDir);

  let stopping = false;
  const listening = new Set<Worker>();
  // The server's own entry, not the script that started it (`npm start` imports the server
  // into its build-checking script).
  cluster.setupPrimary({ exec: entry });
  const start = () => cluster.fork({ DATABASE_URL: database.url });

  async function stop(signal: string, exitCode: number) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise((resolve) => {
            if (worker.isDead()) return resolve(undefined);
            worker.once("exit", resolve);
            worker.kill("SIGTERM");
          }),
      ),
    );
    await database.close().catch(() => {});
    process.exit(exitCode);
  }

  cluster.on("listening", (worker) => {
    listening.add(worker);
    if (listening.size === env.WEB_CONCURRENCY) {
      logger.info(
        { processes: env.WEB_CONCURRENCY, database: database.engine },
        `Bismo is ready on ${env.appUrl} (${env.WEB_CONCURRENCY} processes, database: ${describeDatabase(database, env)})`,
      );
    }
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    if (!listening.has(worker)) {
      // It never started: another would fail the same way.
      logger.error({ pid: worker.process.pid, code }, "an app process failed to start");
      void stop("startup failure", 1);
      return;
    }
    listening.delete(worker);
    logger.error(
      { pid: worker.process.pid, code, signal },
      "an app process stopped; starting another",
    );
    start();
  });
  for (let i = 0; i < env.WEB_CONCURRENCY; i++) start();

  process.on("SIGINT", () => void stop("SIGINT", 0));
  process.on("SIGTERM", () => void stop("SIGTERM", 0));
}
