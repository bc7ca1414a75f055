import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { inject } from "vitest";
import { unlimitedAllowances } from "../../support/allowances";
import { makeDataDir } from "./data-dir";

const root = path.resolve(import.meta.dirname, "../../..");
// BISMO_DIST lets parallel work build into its own folder inside the repo (e.g. dist-hub).
const serverEntry = path.join(root, process.env.BISMO_DIST ?? "dist", "server/main.js");

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  logs: () => string;
  /** The server process's id (it changes on restart). */
  pid: () => number | undefined;
  stop: () => Promise<void>;
  /** Stops and starts again on the same port and data folder. */
  restart: () => Promise<void>;
  /** Kills the process at once (SIGKILL), as a crash or an out-of-memory kill would. */
  crash: () => Promise<void>;
  /** Stops for good, removing the data folder when this harness made it. */
  close: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Starts the built app (`npm run build` first) as a user would, on its own port and data folder:
 * a copy of the run's migrated template (see data-dir-template.ts) unless one is given.
 */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string } = {},
): Promise<RunningServer> {
  if (!fs.existsSync(serverEntry)) throw new Error("Build the app first: npm run build");
  const port = await freePort();
  let dataDir = options.dataDir;
  if (!dataDir) {
    dataDir = makeDataDir("bismo-e2e-");
    fs.cpSync(inject("dataDirTemplate"), dataDir, { recursive: true });
  }
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  let child: ChildProcess | null = null;

  const launch = async () => {
    child = spawn(process.execPath, [serverEntry], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        PORT: String(port),
        HOST: "127.0.0.1",
        APP_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
        PLAN_ALLOWANCES: unlimitedAllowances,
        // A server process looks for Ollama on 127.0.0.1:11434; no test depends on what this
        // machine runs there (a test names its fake Ollama in OLLAMA_BASE_URL).
        OLLAMA_BASE_URL: "off",
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    await waitForHealth(
      url,
      () => child?.exitCode ?? null,
      () => output,
    );
  };

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once("exit", () => resolve());
      running.kill("SIGTERM");
    });
  };

  await launch();
  return {
    url,
    port,
    dataDir,
    logs: () => output,
    pid: () => (child as ChildProcess | null)?.pid,
    stop,
    restart: async () => {
      await stop();
      await launch();
    },
    crash: async () => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once("exit", () => resolve());
        running.kill("SIGKILL");
      });
    },
    close: async () => {
      await stop();
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(url: string, exitCode: () => number | null, logs: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exitCode() !== null) throw new Error(`server exited (${exitCode()}):\n${logs()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy:\n${logs()}`);
}
