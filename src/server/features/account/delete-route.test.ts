import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  seedConversation,
  uploadText,
  userIdOf,
  withCookies,
} from "#tests/support/account-fixtures";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { userPreference, userProfile } from "@/server/platform/db/schema/account-data";
import { session, user } from "@/server/platform/db/schema/auth";
import { conversation, message, upload } from "@/server/platform/db/schema/workbench";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const remove = (cookie: string, json: unknown) =>
  t.request("/api/account", { method: "DELETE", cookie, json });

async function storedFiles(userId: string) {
  const rows = await t.db.select().from(upload).where(eq(upload.userId, userId));
  return rows.map((row) => path.join(t.env.dataDir, "files", row.storageKey));
}

describe("account deletion", () => {
  it("needs the right password, then removes the user, their rows and their files", async () => {
    const cookie = await t.signUp("leaving@example.com");
    const staying = await t.signUp("staying@example.com");
    const id = await userIdOf(t, cookie);
    const stayingId = await userIdOf(t, staying);
    await t.request("/api/account/profile", { method: "PATCH", cookie, json: { phone: "12345" } });
    await t.request("/api/preferences", { method: "PATCH", cookie, json: { theme: "dark" } });
    await seedConversation(t, id, "Mine", [{ role: "user", content: "hello" }]);
    await seedConversation(t, stayingId, "Theirs", [{ role: "user", content: "hi" }]);
    await uploadText(t, cookie, "mine.txt", "my file");
    await uploadText(t, staying, "theirs.txt", "their file");
    const files = await storedFiles(id);
    const otherFiles = await storedFiles(stayingId);
    expect(files.every((file) => fs.existsSync(file))).toBe(true);

    for (const body of [{}, { password: "" }, { password: "wrong-password" }]) {
      const refused = await remove(cookie, body);
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.message).toMatch(/password/i);
    }
    expect(await t.db.select().from(user).where(eq(user.id, id))).toHaveLength(1);
    expect(files.every((file) => fs.existsSync(file))).toBe(true);

    const deleted = await remove(cookie, { password: "correct-horse-42" });
    expect(deleted.status).toBe(200);
    const { user: me } = await (
      await t.request("/api/me", { cookie: withCookies(cookie, deleted) })
    ).json();
    expect(me).toBeNull();
    for (const table of [session, conversation, message, upload, userProfile, userPreference]) {
      expect(await t.db.select().from(table).where(eq(table.userId, id))).toEqual([]);
    }
    expect(await t.db.select().from(user).where(eq(user.id, id))).toEqual([]);
    expect(files.some((file) => fs.existsSync(file))).toBe(false);

    // The other account keeps everything.
    expect(otherFiles.every((file) => fs.existsSync(file))).toBe(true);
    expect(await t.db.select().from(message).where(eq(message.userId, stayingId))).toHaveLength(1);
  });

  it("goes only through DELETE /api/account, so no deletion leaves files behind", async () => {
    const cookie = await t.signUp("direct@example.com");
    const direct = await t.request("/api/auth/delete-user", {
      method: "POST",
      cookie,
      headers: { origin: "http://localhost:3000" },
      json: { password: "correct-horse-42" },
    });
    expect(direct.status).toBe(404);
    expect(await t.db.select().from(user).where(eq(user.email, "direct@example.com"))).toHaveLength(
      1,
    );
  });

  it("is for accounts only", async () => {
    expect((await remove("", { password: "x" })).status).toBe(401);
    const guest = await t.signInAsGuest();
    expect((await remove(guest, { password: "x" })).status).toBe(401);
  });
});
