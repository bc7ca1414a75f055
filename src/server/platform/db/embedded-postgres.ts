import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Logger } from "pino";
import type { BundledPostgres } from "./bundled-postgres";
import { watchServer } from "./watch-server";

export type EmbeddedPostgres = {
  /** postgres:// URL over the server's private socket, for any number of pools or processes */
  url: string;
  /** "restarting" from an unexpected stop until it answers again (see watchServer). */
  state: () => EmbeddedState;
  stop: () => Promise<void>;
};

export type EmbeddedState = "running" | "restarting" | "lost";

/** PostgreSQL's default, kept: WEB_CONCURRENCY's limit on this server is derived from it. */
export const embeddedMaxConnections = 100;

/**
 * Sized for one small machine: PostgreSQL's defaults (128 MB of shared buffers, three I/O
 * worker processes, replication senders) are for a dedicated server. A hundred connections
 * cost little: WEB_CONCURRENCY processes open up to 4 each (see cluster-primary.ts). See
 * decision 0010.
 */
const serverSettings = {
  listen_addresses: "",
  unix_socket_permissions: "0700",
  shared_buffers: "4MB",
  max_connections: String(embeddedMaxConnections),
  io_method: "sync",
  max_logical_replication_workers: "0",
  max_wal_senders: "0",
  wal_level: "minimal",
  // WAL segments a checkpoint no longer needs are deleted, not kept with their old bytes for
  // reuse: an account's deletion then leaves no copy of it there (Database.purgeDeleted).
  wal_recycle: "off",
  huge_pages: "off",
};

/**
 * Starts PostgreSQL on `DATA_DIR/postgres` (created on first start), reachable only through a
 * Unix socket in a folder of its own and a password kept in `DATA_DIR/postgres-password`.
 * The caller holds the data-folder lock, so a server still running there was left by a
 * Bismo process that died: it is shut down first. A server that stops on its own later is
 * started again (decision 0034); `onLost` hears when it cannot be.
 */
export async function startEmbeddedPostgres(
  bundled: BundledPostgres,
  dataDir: string,
  logger: Logger,
  onLost: (error: Error) => void = () => {},
): Promise<EmbeddedPostgres> {
  const pgData = path.join(dataDir, "postgres");
  const passwordFile = path.join(dataDir, "postgres-password");
  if (!fs.existsSync(path.join(pgData, "PG_VERSION"))) initialise(bundled, pgData, passwordFile);
  const password = fs.readFileSync(passwordFile, "utf8").trim();
  await stopLeftOverServer(pgData);
  if (bundled.runAs) ownedBy(pgData, bundled.runAs);

  const socketDir = socketFolder(pgData, bundled);
  const settings = { ...serverSettings, unix_socket_directories: socketDir };
  const url = `postgres://bismo:${password}@localhost/bismo?host=${encodeURIComponent(socketDir)}`;
  const launch = async () => {
    const child = spawn(
      path.join(bundled.binDir, "postgres"),
      [
        "-D",
        pgData,
        ...Object.entries(settings).flatMap(([key, value]) => ["-c", `${key}=${value}`]),
      ],
      { uid: bundled.runAs?.uid, gid: bundled.runAs?.gid, stdio: ["ignore", "ignore", "pipe"] },
    );
    try {
      await waitUntilReady(child, url, logServerOutput(child, logger));
      return child;
    } catch (error) {
      child.kill("SIGINT");
      throw error;
    }
  };

  let child: ChildProcess = await launch();
  // A normal exit stops the server; SIGKILL cannot, and the next start shuts it down.
  const stopOnExit = () => child.kill("SIGINT");
  process.on("exit", stopOnExit);
  const watched = watchServer({
    launch,
    logger,
    onLost,
    started: (next) => {
      child = next;
    },
  });
  watched.watch(child);
  return {
    url,
    state: watched.state,
    stop: async () => {
      watched.stopping();
      process.off("exit", stopOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // "Smart" shutdown lets the pool's connections finish closing (killing them would make
      // each report an error); after 5 s "fast", which rolls back whatever is still open.
      child.kill("SIGTERM");
      const fast = setTimeout(() => child.kill("SIGINT"), 5000);
      await exited;
      clearTimeout(fast);
    },
  };
}

/** initdb in a folder beside the final one, moved in place when complete: never a half-made cluster. */
function initialise(bundled: BundledPostgres, pgData: string, passwordFile: string) {
  const staging = `${pgData}.init-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { mode: 0o700 });
  const password = crypto.randomBytes(24).toString("hex");
  const pwfile = path.join(staging, "password");
  fs.writeFileSync(pwfile, password, { mode: 0o600 });
  if (bundled.runAs) chownTree(staging, bundled.runAs);
  try {
    execFileSync(
      path.join(bundled.binDir, "initdb"),
      [
        `--pgdata=${path.join(staging, "data")}`,
        "--username=bismo",
        `--pwfile=${pwfile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        // Unicode-aware lower()/upper() and full-text word splitting without depending on
        // which locales the operating system has.
        "--locale-provider=builtin",
        "--builtin-locale=C.UTF-8",
        "--locale=C",
      ],
      { uid: bundled.runAs?.uid, gid: bundled.runAs?.gid, stdio: ["ignore", "pipe", "pipe"] },
    );
    fs.writeFileSync(passwordFile, password, { mode: 0o600 });
    fs.renameSync(path.join(staging, "data"), pgData);
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? "").trim();
    throw new Error(`Could not create the embedded PostgreSQL database: ${stderr || error}`);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * PostgreSQL runs only on a folder that is its user's and private to it; a copy made by root
 * (a restored backup, a test's template) is handed back to that user.
 */
function ownedBy(pgData: string, owner: { uid: number; gid: number }) {
  const { uid, mode } = fs.statSync(pgData);
  if (uid !== owner.uid) chownTree(pgData, owner);
  if ((mode & 0o077) !== 0) fs.chmodSync(pgData, 0o700);
}

function chownTree(dir: string, owner: { uid: number; gid: number }) {
  fs.chownSync(dir, owner.uid, owner.gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, owner);
    else fs.chownSync(full, owner.uid, owner.gid);
  }
}

/**
 * The socket lives in the data folder (only its owner may enter it), unless that path is
 * longer than a socket address allows (about 100 bytes): then in a private temporary folder.
 */
function socketFolder(pgData: string, bundled: BundledPostgres): string {
  if (path.join(pgData, ".s.PGSQL.5432").length < 100) return pgData;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-pg-"));
  if (bundled.runAs) fs.chownSync(dir, bundled.runAs.uid, bundled.runAs.gid);
  return dir;
}

async function stopLeftOverServer(pgData: string) {
  const pidFile = path.join(pgData, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!isPostgresOf(pid, pgData)) return; // stale file: PostgreSQL replaces it itself
  process.kill(pid, "SIGINT");
  for (let waited = 0; isRunning(pid); waited += 100) {
    if (waited > 30_000) throw new Error(`PostgreSQL (pid ${pid}) on ${pgData} does not stop`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether `pid` is a PostgreSQL server on `pgData` (not another process that got its pid). */
function isPostgresOf(pid: number, pgData: string): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return false;
  try {
    const command = fs.existsSync(`/proc/${pid}/cmdline`)
      ? fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ")
      : execFileSync("ps", ["-o", "command=", "-p", String(pid)], { encoding: "utf8" });
    return command.includes("postgres") && command.includes(pgData);
  } catch {
    return false;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The server's log goes to ours: problems as warnings, the rest at debug level. */
function logServerOutput(child: ChildProcess, logger: Logger): () => string {
  let recent = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    recent = (recent + chunk).slice(-4000);
    for (const line of chunk.split("\n").filter(Boolean)) {
      const problem = /\b(WARNING|ERROR|FATAL|PANIC):/.test(line);
      logger[problem ? "warn" : "debug"]({ component: "postgres" }, line);
    }
  });
  return () => recent;
}

async function waitUntilReady(child: ChildProcess, url: string, output: () => string) {
  for (let waited = 0; waited < 60_000; waited += 50) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The embedded PostgreSQL stopped while starting:\n${output()}`);
    }
    const client = new pg.Client({ connectionString: url.replace("/bismo?", "/postgres?") });
    try {
      await client.connect();
      const exists = await client.query("select 1 from pg_database where datname = 'bismo'");
      if (exists.rowCount === 0) await client.query("create database bismo");
      return;
    } catch (error) {
      if (!notReadyYet(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await client.end().catch(() => {});
    }
  }
  throw new Error(`The embedded PostgreSQL did not start within 60 s:\n${output()}`);
}

/** No socket yet, or "the database system is starting up". */
function notReadyYet(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === "ENOENT" || code === "ECONNREFUSED" || code === "57P03";
}
