import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import type { Mailer } from "@/server/platform/mail/mailer";

type LogLine = { level: number; msg: string; component?: string; reason?: string };

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** The app with this mailer, its pino lines collected. */
async function appWith(mailer: Mailer) {
  const lines: LogLine[] = [];
  const logger = pino(
    { level: "info" },
    { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  );
  const t = await createTestApp({}, { mailer, logger });
  apps.push(t);
  const post = (path: string, json: unknown) => t.request(path, { method: "POST", json });
  return { auth: t.auth, lines, post };
}

const failingMailer: Mailer = {
  send: async ({ to }) => {
    throw new Error(`550 Mailbox unavailable: ${to} (connect ECONNREFUSED smtp.example.com:465)`);
  },
};
const mailFailures = (lines: LogLine[]) =>
  lines.filter((line) => line.msg === "sending account mail failed");

describe("account mail", () => {
  it("answers sign-up with 200 while the mail server is down, and logs the failure without the address", async () => {
    const { lines, post } = await appWith(failingMailer);
    const response = await post("/api/auth/sign-up/email", {
      email: "smtp-down@example.com",
      password: "correct-horse-42",
      name: "Grace Hopper",
    });
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(mailFailures(lines)).toHaveLength(1));
    expect(mailFailures(lines)[0]).toMatchObject({
      level: 50,
      reason: "550 Mailbox unavailable: <recipient> (connect ECONNREFUSED smtp.example.com:465)",
      userId: expect.any(String),
    });
    expect(JSON.stringify(lines)).not.toContain("smtp-down@example.com");
  });

  it("answers a reset request before the mail is sent, so a known address is not slower", async () => {
    const sent: Array<() => void> = [];
    const slowMailer: Mailer = {
      send: () => new Promise<void>((resolve) => sent.push(resolve)),
    };
    const { auth, post } = await appWith(slowMailer);
    await auth.api.signUpEmail({
      body: { email: "known@example.com", password: "correct-horse-42", name: "Known" },
    });
    const answered = await Promise.race([
      post("/api/auth/request-password-reset", { email: "known@example.com" }),
      new Promise<"still waiting">((resolve) => setTimeout(() => resolve("still waiting"), 5000)),
    ]);
    expect(answered).not.toBe("still waiting");
    expect((answered as Response).status).toBe(200);
    expect(sent.length).toBeGreaterThan(0);
    for (const release of sent) release();
  });

  it("answers sign-up before any mail is sent, for a new address and a taken one alike", async () => {
    const held: string[] = [];
    const heldMailer: Mailer = {
      send: ({ subject }) => new Promise<void>(() => void held.push(subject)),
    };
    const { auth, post } = await appWith(heldMailer);
    await auth.api.signUpEmail({
      body: { email: "taken@example.com", password: "correct-horse-42", name: "Taken" },
    });
    held.length = 0;
    for (const email of ["taken@example.com", "new@example.com"]) {
      const answered = await Promise.race([
        post("/api/auth/sign-up/email", { email, password: "correct-horse-42", name: "Grace" }),
        new Promise<"still waiting">((resolve) => setTimeout(() => resolve("still waiting"), 5000)),
      ]);
      expect(answered, email).not.toBe("still waiting");
      expect((answered as Response).status).toBe(200);
    }
    // One mail each, handed over and never finished: the answers did not wait for them.
    await vi.waitFor(() => expect(held).toHaveLength(2));
    expect(held).toEqual([
      "Someone tried to sign up with your e-mail",
      "Confirm your Bismo account",
    ]);
  });

  it("logs better-auth's own messages through pino, not the console", async () => {
    const consoleWarn = vi.spyOn(console, "warn");
    const consoleLog = vi.spyOn(console, "log");
    try {
      const { lines, post } = await appWith({ send: async () => {} });
      const response = await post("/api/auth/sign-in/email", {
        email: "nobody@example.com",
        password: "wrong-password",
      });
      expect(response.status).toBe(401);
      expect(lines).toContainEqual(
        expect.objectContaining({ component: "better-auth", level: 40, msg: "User not found" }),
      );
      expect(consoleWarn).not.toHaveBeenCalled();
      expect(consoleLog).not.toHaveBeenCalled();
    } finally {
      consoleWarn.mockRestore();
      consoleLog.mockRestore();
    }
  });
});
