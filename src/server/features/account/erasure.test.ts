import fs from "node:fs";
import path from "node:path";
import { eq, getTableName, is, like } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage } from "#tests/fakes/images";
import {
  seedConversation,
  uploadText,
  userIdOf,
  withCookies,
} from "#tests/support/account-fixtures";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { removeExpiredGuests } from "@/server/features/auth/guest-expiry";
import type { JobHandler } from "@/server/features/jobs/job-runner";
import { schema } from "@/server/platform/db/client";
import { auditEntry } from "@/server/platform/db/schema/admin";
import { limitCounter, session, user } from "@/server/platform/db/schema/auth";
import { document } from "@/server/platform/db/schema/documents";
import { clonedVoice, mediaFile } from "@/server/platform/db/schema/media";
import {
  brandKit,
  flashcardDeck,
  goalPlan,
  presentation,
  quiz,
  quizAttempt,
} from "@/server/platform/db/schema/tool-results";
import { upload } from "@/server/platform/db/schema/workbench";
import type { JobView } from "@/shared/jobs";

/** Picture jobs: one draws a PNG at once; one that holds runs until it is stopped. */
const started = new Map<string, () => void>();
const stopped: string[] = [];
const pictureJob: JobHandler = async ({ input, signal, saveFile }) => {
  const { title, hold } = input as { title: string; hold: boolean };
  started.get(title)?.();
  if (hold) {
    await new Promise((_, reject) =>
      signal.addEventListener("abort", () => reject(stopped.push(title)), { once: true }),
    );
  }
  const file = await saveFile({
    name: "picture.png",
    body: await pngImage(8, 8),
    kinds: ["image"],
  });
  return { images: [{ fileId: file.id }] };
};

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const logger = pino({ level: "debug" }, { write: (line: string) => void logLines.push(line) });
  t = await createTestApp(
    { TRUST_PROXY: "true" },
    { logger, jobHandlers: { "image-generator": pictureJob } },
  );
});
afterAll(() => t.close());

/** Every table of the schema: a table added later is checked without anyone listing it here. */
const tables = Object.values(schema).filter((value) => is(value, PgTable)) as PgTable[];

/** The rows of every table that name the user (its id or address anywhere in the row). */
async function rowsNaming(...names: string[]) {
  const found: Record<string, number> = {};
  for (const table of tables) {
    const rows = await t.db.select().from(table);
    const naming = rows.filter((row) => {
      const text = JSON.stringify(row).toLowerCase();
      return names.some((name) => text.includes(name.toLowerCase()));
    });
    if (naming.length > 0) found[getTableName(table)] = naming.length;
  }
  return found;
}

const filesDir = () => path.join(t.env.dataDir, "files");
const filesOnDisk = () => (fs.existsSync(filesDir()) ? fs.readdirSync(filesDir()).sort() : []);
const filesInRows = async () =>
  (
    await t.db
      .select({ key: upload.storageKey })
      .from(upload)
      .unionAll(t.db.select({ key: mediaFile.storageKey }).from(mediaFile))
      .unionAll(t.db.select({ key: document.storageKey }).from(document))
  )
    .map((row) => row.key)
    .sort();

/** A finished picture job of this user's, charged to its allowance, with its stored PNG. */
async function drawnPicture(userId: string, title: string): Promise<JobView> {
  const queued = await t.jobs.enqueue({
    userId,
    toolId: "image-generator",
    input: { title, hold: false },
    title,
    usage: [{ kind: "image", amount: 1 }],
  });
  const done = await t.jobs.finished(userId, queued.id);
  if (done?.status !== "succeeded") throw new Error(`the job ${title} did not succeed`);
  return done;
}

/** A picture job of this user's that is running (and holds until stopped). */
async function runningPicture(userId: string, title: string) {
  const running = new Promise<void>((resolve) => started.set(title, resolve));
  await t.jobs.enqueue({ userId, toolId: "image-generator", input: { title, hold: true }, title });
  await running;
}

/** A saved result of each study and productivity tool, and a quiz's attempt (content aside). */
async function savedResults(userId: string) {
  const saved = { userId, title: "Mine", content: {} as never };
  await t.db.insert(flashcardDeck).values(saved);
  await t.db.insert(goalPlan).values(saved);
  await t.db.insert(presentation).values(saved);
  await t.db.insert(brandKit).values(saved);
  // A document of Ask My PDF's, with its file.
  await t.db.insert(document).values({
    userId,
    contentHash: `hash-of-${userId}`,
    name: "notes.txt",
    format: "txt",
    mediaType: "text/plain",
    size: 5,
    storageKey: await t.storage.save(new TextEncoder().encode("notes")),
  });
  await t.db
    .insert(clonedVoice)
    .values({ userId, name: "Mine", provider: "elevenlabs", providerVoiceId: "voice-1" });
  const [taken] = await t.db.insert(quiz).values(saved).returning();
  await t.db
    .insert(quizAttempt)
    .values({ quizId: taken?.id ?? "", userId, score: 1, total: 2, content: {} as never });
}

/** Uploads a PNG as a media file (a tool's input); answers its id. */
async function uploadPicture(cookie: string) {
  const response = await t.request("/api/files?name=photo.png", {
    method: "POST",
    body: new Uint8Array(await pngImage(4, 4)),
    cookie,
  });
  if (response.status !== 201) throw new Error(`media upload failed: ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

let addresses = 0;
const wrongSignIn = (email: string) =>
  t.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "x-forwarded-for": `198.18.7.${++addresses}` },
    json: { email, password: "not-the-password" },
  });

describe("the schema", () => {
  it("deletes every row that points at a user along with the user", () => {
    const keys = tables.flatMap((table) =>
      getTableConfig(table)
        .foreignKeys.filter((key) => key.reference().foreignTable === user)
        .map((key) => `${getTableName(table)}: ${key.onDelete}`),
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(/: cascade$/);
  });
});

// A dozen password hashes (two sign-ups and sign-ins, six wrong passwords, the deletion's check)
// take 10 s on a loaded machine; the suite's 20 s left too little room.
describe("deleting an account", { timeout: 60_000 }, () => {
  it("leaves no row, file or log line that names it", async () => {
    const email = "leaving@example.com";
    const cookie = await t.signUp(email, undefined, "Leaving Person");
    const id = await userIdOf(t, cookie);
    const staying = await t.signUp("staying@example.com");
    const json = (method: string, route: string, body: unknown) =>
      t.request(route, { method, cookie, json: body });

    // Everything a person leaves behind while using Bismo.
    await json("PATCH", "/api/account/profile", { phone: "+49 30 1234567" });
    await json("PATCH", "/api/preferences", { theme: "dark" });
    await json("POST", "/api/tool-suggestions", { text: "A tool that plans my garden" });
    // Two-factor sign-in being set up: its secret and backup codes are the user's.
    const twoFactor = await json("POST", "/api/auth/two-factor/enable", {
      password: "correct-horse-42",
    });
    expect(twoFactor.status).toBe(200);
    await uploadText(t, cookie, "diary.txt", "my own words");
    await uploadText(t, staying, "theirs.txt", "their words");
    await seedConversation(t, id, "Private", [{ role: "user", content: "a secret" }]);
    const picture = await uploadPicture(cookie);
    const shared = await t.request(`/api/files/${picture}/share`, { method: "POST", cookie });
    expect(shared.status).toBe(201);
    await savedResults(id);
    await drawnPicture(id, "a finished picture");
    await runningPicture(id, "a picture still being drawn");
    await json("POST", "/api/auth/request-password-reset", { email });
    // The first account is the admin: its actions, and one on it, are in the audit log.
    const stayingId = await userIdOf(t, staying);
    await json("PATCH", `/api/admin/users/${stayingId}`, { plan: "pro", role: "admin" });
    const onLeaving = await t.request(`/api/admin/users/${id}`, {
      method: "PATCH",
      cookie: staying,
      json: { plan: "advanced" },
    });
    expect(onLeaving.status).toBe(200);
    const auditEntries = await t.db.select().from(auditEntry);
    expect(auditEntries.length).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < 5; i++) await wrongSignIn(email);
    await wrongSignIn(email);
    const failureCounts = () =>
      t.db.select().from(limitCounter).where(like(limitCounter.key, "bismo:sign-in-failures:%"));
    expect(await failureCounts()).toHaveLength(1);

    // Each table that points at users holds some of it, so the check below means something.
    const before = await rowsNaming(id, email);
    for (const table of tables) {
      const pointsAtUsers = getTableConfig(table).foreignKeys.some(
        (key) => key.reference().foreignTable === user,
      );
      if (pointsAtUsers) expect(before, getTableName(table)).toHaveProperty(getTableName(table));
    }
    expect(before).toHaveProperty("limit_counter");
    expect(before).toHaveProperty("verification");
    // Two attachments (one the other account's), a media upload, a job's picture, a document.
    expect(filesOnDisk()).toHaveLength(5);

    const deleted = await t.request("/api/account", {
      method: "DELETE",
      cookie,
      json: { password: "correct-horse-42" },
    });
    expect(deleted.status).toBe(200);
    expect(
      (await (await t.request("/api/me", { cookie: withCookies(cookie, deleted) })).json()).user,
    ).toBeNull();

    expect(await rowsNaming(id, email)).toEqual({});
    expect(await failureCounts()).toEqual([]);
    // The audit log keeps every entry, without the deleted admin's id as actor or target.
    const kept = await t.db.select().from(auditEntry);
    expect(kept.map((entry) => entry.action).sort()).toEqual(
      auditEntries.map((entry) => entry.action).sort(),
    );
    expect(
      kept.filter((entry) => entry.actorId === null && entry.actorKind === "admin"),
    ).toHaveLength(2);
    // The job still running was stopped, not left to spend the provider's time for nobody.
    expect(stopped).toContain("a picture still being drawn");
    // Its file went with its row; the other account's stays.
    expect(filesOnDisk()).toEqual(await filesInRows());
    expect(filesOnDisk()).toHaveLength(1);
    // The log names users by id only.
    const log = logLines.join("\n");
    expect(log).toContain(id);
    expect(log).not.toContain(email);
    expect(log).not.toContain("Leaving Person");
  });
});

describe("a guest's files", () => {
  it("go with the guest to the account the guest signs up for", async () => {
    const guest = await t.signInAsGuest();
    const guestId = await userIdOf(t, guest);
    const uploadId = await uploadText(t, guest, "notes.txt", "guest notes");
    await t.request("/api/auth/sign-up/email", {
      method: "POST",
      cookie: guest,
      json: { email: "was-guest@example.com", password: "correct-horse-42", name: "Was Guest" },
    });
    const mail = t.mail.findLast((message) => message.to === "was-guest@example.com");
    const token = decodeURIComponent(/\/confirm\?token=(\S+)/.exec(mail?.text ?? "")?.[1] ?? "");
    const confirmed = await t.request("/api/auth/confirm-email", {
      method: "POST",
      cookie: guest,
      json: { token, switchAccount: true },
    });
    expect(confirmed.status).toBe(200);
    const account = withCookies(guest, confirmed);
    expect(await userIdOf(t, account)).not.toBe(guestId);

    // The account has the guest's file; the guest is gone, and no file is left without a row.
    const file = await t.request(`/api/uploads/${uploadId}`, { cookie: account });
    expect(file.status).toBe(200);
    expect(await file.text()).toBe("guest notes");
    expect(await t.db.select().from(user).where(eq(user.id, guestId))).toEqual([]);
    expect(filesOnDisk()).toEqual(await filesInRows());
  });

  it("go with a guest who signs in to an existing account", async () => {
    await t.signUp("returning@example.com");
    const guest = await t.signInAsGuest();
    const guestId = await userIdOf(t, guest);
    const uploadId = await uploadText(t, guest, "draft.txt", "a draft");
    const pictureId = await uploadPicture(guest);
    const drawn = await drawnPicture(guestId, "a guest's picture");
    await runningPicture(guestId, "a guest's unfinished picture");
    const signedIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      cookie: guest,
      json: { email: "returning@example.com", password: "correct-horse-42" },
    });
    expect(signedIn.status).toBe(200);
    const account = withCookies(guest, signedIn);
    expect((await t.request(`/api/uploads/${uploadId}`, { cookie: account })).status).toBe(200);
    expect((await t.request(`/api/files/${pictureId}`, { cookie: account })).status).toBe(200);
    const job = await t.request(`/api/jobs/${drawn.id}`, { cookie: account });
    expect(job.status).toBe(200);
    const { files } = (await job.json()) as JobView;
    expect((await t.request(files[0]?.url ?? "", { cookie: account })).status).toBe(200);
    // A job still running worked as the guest: it stopped with the guest.
    expect(stopped).toContain("a guest's unfinished picture");
    expect(await t.db.select().from(user).where(eq(user.id, guestId))).toEqual([]);
    expect(filesOnDisk()).toEqual(await filesInRows());
  });

  it("go with a guest whose sessions have all expired", async () => {
    const guest = await t.signInAsGuest();
    const guestId = await userIdOf(t, guest);
    await uploadText(t, guest, "left-behind.txt", "forgotten");
    const filesBefore = filesOnDisk().length;
    // A week and a day later: the guest's session has run out.
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 24 * 60 * 60 * 1000) })
      .where(eq(session.userId, guestId));
    await t.db
      .update(user)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(user.id, guestId));
    const live = await t.signInAsGuest();

    expect(await removeExpiredGuests(t.auth, t.db)).toBe(1);
    expect(await rowsNaming(guestId)).toEqual({});
    expect(filesOnDisk()).toHaveLength(filesBefore - 1);
    expect(filesOnDisk()).toEqual(await filesInRows());
    // A guest still in its session keeps it.
    const me = await t.request("/api/me", { cookie: live });
    expect((await me.json()).user).not.toBeNull();
  });
});
