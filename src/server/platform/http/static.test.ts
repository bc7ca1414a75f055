import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "#tests/support/test-database";
import { createApp } from "@/server/app";
import { createConfiguredFileReaders } from "@/server/engines/file-reading/file-readers";
import { createAi } from "@/server/engines/providers/ai";
import { createProviderSettings } from "@/server/engines/providers/provider-settings";
import { createUserErasure } from "@/server/features/account/user-erasure";
import { createAuth } from "@/server/features/auth/auth";
import { type Jobs, jobSettings, startJobs } from "@/server/features/jobs/jobs";
import { configuredMeter } from "@/server/features/usage/meter";
import type { Database } from "@/server/platform/db/client";
import { parseEnv } from "@/server/platform/env";
import { createLocalFileStorage } from "@/server/platform/storage/file-storage";

const shell = '<!doctype html><html lang="en"><body><div id="root"></div></body></html>';
const germanShell = '<!doctype html><html lang="de"><body><div id="root"></div></body></html>';
const prerendered = (heading: string) =>
  `<!doctype html><html><body><div id="root"><h1>${heading}</h1></div></body></html>`;

let database: Database & { queueSchema?: string };
let jobs: Jobs;
let app: ReturnType<typeof createApp>;
let clientDir: string;

/** The app as main.ts builds it, serving a built client from a folder. */
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-client-"));
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.mkdirSync(path.join(clientDir, "prerendered/en"), { recursive: true });
  fs.mkdirSync(path.join(clientDir, "prerendered/de"), { recursive: true });
  fs.writeFileSync(path.join(clientDir, "index.html"), shell);
  fs.writeFileSync(path.join(clientDir, "prerendered/en/app.html"), shell);
  fs.writeFileSync(path.join(clientDir, "prerendered/de/app.html"), germanShell);
  fs.writeFileSync(path.join(clientDir, "assets/main-abc123.js"), "console.log(1)");
  fs.writeFileSync(path.join(clientDir, "assets/main-abc123.js.br"), "brotli bytes");
  fs.writeFileSync(
    path.join(clientDir, "prerendered/en/index.html"),
    prerendered(`Landing</h1>${"<p>Lots of words</p>".repeat(200)}<h1>`),
  );
  fs.writeFileSync(path.join(clientDir, "prerendered/en/pricing.html"), prerendered("Pricing"));
  fs.writeFileSync(
    path.join(clientDir, "prerendered/de/pricing.html"),
    prerendered("Preise").replace(
      "</body>",
      '<link rel="alternate" hreflang="en" href="%BISMO_ORIGIN%/pricing" /></body>',
    ),
  );

  database = await openTestDatabase();
  const env = parseEnv({ APP_URL: "http://localhost:3000" });
  const mailer = { send: async () => {} };
  const logger = pino({ level: "silent" });
  const storage = createLocalFileStorage(clientDir);
  const meter = configuredMeter(env);
  jobs = await startJobs({
    database,
    storage,
    meter,
    logger,
    handlers: {},
    settings: jobSettings(env),
    queueSchema: database.queueSchema,
  });
  const providerSettings = createProviderSettings({
    db: database.db,
    env,
    secret: "s".repeat(40),
    logger,
  });
  app = createApp({
    env,
    db: database.db,
    auth: createAuth({
      db: database.db,
      appUrl: env.appUrl,
      secret: "s".repeat(40),
      mailer,
      logger,
      erasure: createUserErasure({ database, storage, jobs, logger }),
    }),
    logger,
    mailer,
    storage,
    fileReaders: createConfiguredFileReaders(env, logger),
    jobs,
    meter,
    documentSearch: { embedder: async () => null },
    providerSettings,
    ai: createAi({ providerSettings, db: database.db, secret: "s".repeat(40), logger }),
    clientDir,
  });
});
afterAll(async () => {
  await jobs.stop();
  await database.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe("serving the built client", () => {
  it("sends the prerendered HTML for public pages, uncached", async () => {
    for (const [route, heading] of [
      ["/", "Landing"],
      ["/pricing", "Pricing"],
      ["/pricing/", "Pricing"],
    ]) {
      const response = await app.request(route ?? "/");
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`<h1>${heading}</h1>`);
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("sends a public page in the language its address names, with hreflang links to this server", async () => {
    for (const route of ["/de/pricing", "/de/pricing/"]) {
      const response = await app.request(route);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("<h1>Preise</h1>");
      expect(html).toContain('hreflang="en" href="http://localhost:3000/pricing"');
    }
    // A language without that page, or an address that names none, is not a page.
    expect((await app.request("/xx/pricing")).status).toBe(200);
    expect(await (await app.request("/xx/pricing")).text()).toBe(shell);
  });

  it("sends a visitor whose choice or browser is another language to the page in it", async () => {
    const byCookie = await app.request("/pricing?plan=pro", {
      headers: { cookie: "bismo-lang=de", "accept-language": "en-US" },
    });
    expect(byCookie.status).toBe(302);
    expect(byCookie.headers.get("location")).toBe("/de/pricing?plan=pro");
    const byBrowser = await app.request("/", { headers: { "accept-language": "de-AT,de;q=0.9" } });
    expect(byBrowser.headers.get("location")).toBe("/de");
    // Chosen English stays English, whatever the browser says.
    const chosen = await app.request("/pricing", {
      headers: { cookie: "bismo-lang=en", "accept-language": "de" },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.headers.get("vary")).toContain("Cookie");
  });

  it("sends the app's shell in the visitor's language", async () => {
    const german = await app.request("/ai-hub", { headers: { "accept-language": "de" } });
    expect(await german.text()).toBe(germanShell);
    const named = await app.request("/de/confirm?token=x");
    expect(await named.text()).toBe(germanShell);
  });

  it("sends the plain app to a signed-in browser at /, and for every other page", async () => {
    const signedIn = await app.request("/", {
      headers: { cookie: "theme=dark; better-auth.session_token=abc.def" },
    });
    expect(await signedIn.text()).toBe(shell);
    for (const route of ["/ai-workbench", "/confirm?token=x", "/no-such-page"]) {
      const response = await app.request(route);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(shell);
    }
  });

  it("sends assets precompressed and pages compressed to browsers that accept it", async () => {
    const asset = await app.request("/assets/main-abc123.js", {
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(asset.headers.get("content-encoding")).toBe("br");
    expect(asset.headers.get("cache-control")).toContain("immutable");
    const page = await app.request("/", { headers: { "accept-encoding": "gzip" } });
    expect(page.headers.get("content-encoding")).toBe("gzip");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    // A prerendered page goes out whole, with its length, brotli where the browser takes it.
    const landing = await app.request("/", { headers: { "accept-encoding": "gzip, br" } });
    expect(landing.headers.get("content-encoding")).toBe("br");
    expect(landing.headers.get("vary")).toContain("Accept-Encoding");
    const bytes = Buffer.from(await landing.arrayBuffer());
    expect(Number(landing.headers.get("content-length"))).toBe(bytes.byteLength);
    expect(zlib.brotliDecompressSync(bytes).toString()).toContain("Lots of words");
    const plain = await app.request("/pricing");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain("Pricing");
    // The app shell for other pages is still compressed as it goes out.
    const shellPage = await app.request("/ai-hub", { headers: { "accept-encoding": "gzip" } });
    expect(shellPage.headers.get("content-encoding")).toBe("gzip");
  });

  it("caches hashed assets for a year", async () => {
    const response = await app.request("/assets/main-abc123.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it("answers a missing asset with 404, not the app's HTML", async () => {
    for (const asset of ["/assets/main-old999.js", "/assets/gone.css", "/assets/"]) {
      const response = await app.request(asset);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<div id="root">');
    }
  });

  it("answers unknown API paths, malformed JSON and huge bodies with 4xx JSON, not the app", async () => {
    for (const route of ["/api/not-here", "/api", "/api/"]) {
      const unknown = await app.request(route);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({
        error: { code: "not_found", message: `There is no API at GET ${route}.` },
      });
    }

    const malformed = await app.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe("malformed_json");

    const huge = await app.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect((await huge.json()).error.code).toBe("payload_too_large");
  });
});
