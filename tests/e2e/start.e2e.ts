import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverNodeFlags } from "../../scripts/server-node-flags.mjs";
import { childPids } from "../support/process-memory";

const root = path.resolve(import.meta.dirname, "../..");
const dist = process.env.BISMO_DIST ?? "dist";

/**
 * `npm start` as the README gives it, with no environment variable at all: a copy of the
 * checkout (sources, scripts, the build, linked node_modules) in a folder of its own, so the
 * test neither touches the developer's ./data nor rebuilds.
 */
let checkout: string;
let child: ChildProcess | null = null;
let output = "";

function portIsFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "0.0.0.0", () => probe.close(() => resolve(true)));
  });
}

beforeAll(() => {
  checkout = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-start-"));
  fs.chmodSync(checkout, 0o755); // as a clone is: under root, PostgreSQL's user must enter it
  for (const entry of ["src", "scripts", "index.html", "package.json", "vite.config.ts"])
    fs.cpSync(path.join(root, entry), path.join(checkout, entry), {
      recursive: true,
      preserveTimestamps: true,
    });
  // Copied last, so the build is newer than the sources, as after `npm run build`.
  fs.cpSync(path.join(root, dist), path.join(checkout, "dist"), { recursive: true });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(checkout, "node_modules"));
});

afterAll(async () => {
  const running = child;
  if (running && running.exitCode === null) {
    await new Promise((resolve) => {
      running.once("exit", resolve);
      running.kill("SIGTERM");
    });
  }
  fs.rmSync(checkout, { recursive: true, force: true });
});

describe("npm start with no configuration", () => {
  it("serves the landing page on http://localhost:3000 with the embedded database in ./data", async () => {
    if (!(await portIsFree(3000))) throw new Error("Port 3000 is in use: stop what runs there");
    // What `npm start` runs (package.json, checked in server-node-flags.test.ts), started
    // directly so a signal reaches it.
    child = spawn(process.execPath, [...serverNodeFlags(""), "scripts/start.mjs"], {
      cwd: checkout,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? os.tmpdir() },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });

    let page = "";
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && child.exitCode === null) {
      const response = await fetch("http://localhost:3000/").catch(() => null);
      if (response?.ok) {
        page = await response.text();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(page, output).toContain("Creativity, <span");
    expect(output).not.toContain("Building Bismo");
    // The bundled PostgreSQL in data/postgres; PGlite in data/db where that cannot run.
    const ready =
      /Bismo is ready on http:\/\/localhost:3000 \(database: embedded (PostgreSQL|PGlite), in (.+?)\)/.exec(
        output,
      );
    expect(ready?.[2]).toBe(path.join(checkout, "data"));
    const folder = ready?.[1] === "PostgreSQL" ? "postgres" : "db";
    expect(fs.existsSync(path.join(checkout, "data", folder, "PG_VERSION"))).toBe(true);
    expect(fs.statSync(path.join(checkout, "data", "auth-secret")).mode & 0o777).toBe(0o600);

    // The server runs in the script's own process (its only children are PostgreSQL's), and
    // loads what only some tools need (libvips for images, among others) when first used.
    const commands = childPids(child.pid!).map(
      (pid) => fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0],
    );
    expect(commands).not.toContain(process.execPath);
    expect(fs.readFileSync(`/proc/${child.pid}/maps`, "utf8")).not.toContain("libvips");
  });
});
