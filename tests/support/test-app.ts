import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino, { type Logger } from "pino";
import { composeApp } from "@/server/compose-app";
import type { JobHandler } from "@/server/features/jobs/job-runner";
import type { Database } from "@/server/platform/db/client";
import { user } from "@/server/platform/db/schema/auth";
import { parseEnv } from "@/server/platform/env";
import type { Mailer, MailMessage } from "@/server/platform/mail/mailer";
import type { FileStorage } from "@/server/platform/storage/file-storage";
import { openFileStorage } from "@/server/platform/storage/open-file-storage";
import { unlimitedAllowances } from "./allowances";
import { testPasswordHashing } from "./password-hashing";
import { openTestDatabase } from "./test-database";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real app on a real (embedded or PostgreSQL) database; mail is collected instead of sent,
 * and logs go nowhere, unless a test brings its own mailer or logger.
 */
export async function createTestApp(
  config: Record<string, string> = {},
  overrides: {
    mailer?: Mailer;
    logger?: Logger;
    storage?: FileStorage;
    /** Job handlers by tool id, in place of the tools' own. */
    jobHandlers?: Record<string, JobHandler>;
    /** A database of the test's own (one with files on disk), closed with the app. */
    database?: Database & { queueSchema?: string };
    /**
     * Where the app looks for an Ollama nobody configured, as a server process looks on
     * 127.0.0.1:11434 (a fake's address); unset, it looks nowhere.
     */
    localOllamaUrl?: string;
  } = {},
) {
  const database = overrides.database ?? (await openTestDatabase());
  // Uploads and other files go to a folder of this app's own, removed on close.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-test-"));
  const env = parseEnv({
    LOG_LEVEL: "silent",
    APP_URL: "http://localhost:3000",
    DATA_DIR: dataDir,
    PLAN_ALLOWANCES: unlimitedAllowances,
    ...config,
  });
  const logger = overrides.logger ?? pino({ level: "silent" });
  const mail: MailMessage[] = [];
  const mailer = overrides.mailer ?? {
    send: async (message: MailMessage) => void mail.push(message),
  };
  const storage = overrides.storage ?? openFileStorage(env);
  const { app, auth, fileReaders, providerSettings, ai, documentSearch, meter, jobs, erasure } =
    await composeApp({
      env,
      database,
      logger,
      mailer,
      storage,
      secret: "test-secret-".padEnd(40, "x"),
      jobHandlers: overrides.jobHandlers,
      passwordHashing: testPasswordHashing,
      localOllamaUrl: overrides.localOllamaUrl,
    });

  const request = (path: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("cookie", init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    return app.request(path, { ...init, headers, body });
  };

  /**
   * A verified account, signed in: returns the cookie header to send as that user. `from` is the
   * client address to sign in from (with TRUST_PROXY), for files that sign in more than the 5
   * times a minute one address may.
   */
  const signUp = async (
    email: string,
    password = "correct-horse-42",
    name = "Test User",
    from?: string,
  ) => {
    await auth.api.signUpEmail({ body: { email, password, name } });
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const response = await request("/api/auth/sign-in/email", {
      method: "POST",
      headers: from ? { "x-forwarded-for": from } : undefined,
      json: { email, password },
    });
    if (response.status !== 200)
      throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    return cookieFrom(response);
  };

  /** A guest session, as 'Try Without Account' makes. */
  const signInAsGuest = async () => {
    const response = await request("/api/auth/sign-in/anonymous", { method: "POST" });
    if (response.status !== 200) throw new Error(`guest sign-in failed: ${response.status}`);
    return cookieFrom(response);
  };

  return {
    app,
    database,
    db: database.db,
    auth,
    env,
    storage,
    fileReaders,
    jobs,
    meter,
    erasure,
    documentSearch,
    providerSettings,
    ai,
    mail,
    request,
    signUp,
    signInAsGuest,
    close: async () => {
      await fileReaders.close();
      await jobs.stop();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
