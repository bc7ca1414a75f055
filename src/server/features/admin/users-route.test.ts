import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadText, userIdOf } from "#tests/support/account-fixtures";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import type { JobHandler } from "@/server/features/jobs/job-runner";
import { user } from "@/server/platform/db/schema/auth";
import { upload } from "@/server/platform/db/schema/workbench";
import type { AdminUser, AdminUserList, AuditLog } from "@/shared/admin";

let t: TestApp;
let admin: string;
let adminUserId: string;

/** A media job that runs until it is stopped. */
const endless: JobHandler = ({ signal }) =>
  new Promise((_, reject) => {
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });

beforeAll(async () => {
  t = await createTestApp(
    { ADMIN_EMAILS: "boss@example.com", TRUST_PROXY: "true" },
    { jobHandlers: { "image-generator": endless } },
  );
  admin = await signUp("admin@example.com", "Ada Admin");
  adminUserId = await userIdOf(t, admin);
});
afterAll(() => t.close());

let addresses = 0;
/** Each account signs in from an address of its own: one address may sign in 5 times a minute. */
const signUp = (email: string, name?: string) =>
  t.signUp(email, undefined, name, `198.51.100.${++addresses}`);

const change = (id: string, json: unknown, cookie = admin) =>
  t.request(`/api/admin/users/${id}`, { method: "PATCH", cookie, json });

const listed = async (query = "") =>
  (await (await t.request(`/api/admin/users${query}`, { cookie: admin })).json()) as AdminUserList;

const auditLog = async () =>
  (await (await t.request("/api/admin/audit", { cookie: admin })).json()) as AuditLog;

const signIn = (email: string) =>
  t.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "x-forwarded-for": `198.51.100.${++addresses}` },
    json: { email, password: "correct-horse-42" },
  });

describe("the admin area's users", () => {
  it("lists accounts newest first, not guests, found by address or name", async () => {
    await signUp("grace@example.com", "Grace Hopper");
    await signUp("linus@example.com", "Linus T");
    await t.signInAsGuest();
    const all = await listed();
    expect(all.users.map((entry) => entry.email).slice(0, 2)).toEqual([
      "linus@example.com",
      "grace@example.com",
    ]);
    expect(all.users.some((entry) => entry.email.endsWith(".invalid"))).toBe(false);
    expect((await listed("?q=HOPPER")).users.map((entry) => entry.email)).toEqual([
      "grace@example.com",
    ]);
    expect((await listed("?q=grace%40")).total).toBe(1);
    // LIKE's wildcards are searched as characters.
    expect((await listed("?q=%25")).total).toBe(0);
  });

  it("changes a plan at once: the account's next request sees it, and the log says who did it", async () => {
    const cookie = await signUp("upgraded@example.com");
    const id = await userIdOf(t, cookie);
    const response = await change(id, { plan: "pro" });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: AdminUser }).user.plan).toBe("pro");
    // The browser still carries the session's cookie cache from before the change.
    const me = await (await t.request("/api/me", { cookie })).json();
    expect(me.user.plan).toBe("pro");
    const usage = await (await t.request("/api/account/usage", { cookie })).json();
    expect(usage.plan).toBe("pro");

    const [entry] = (await auditLog()).entries;
    expect(entry).toMatchObject({
      action: "user.plan",
      actor: { kind: "admin", id: adminUserId, email: "admin@example.com" },
      target: { type: "user", id, label: "upgraded@example.com" },
      details: { from: "free", to: "pro" },
    });
    // The same plan again changes nothing and logs nothing.
    const entries = (await auditLog()).total;
    expect((await change(id, { plan: "pro" })).status).toBe(200);
    expect((await auditLog()).total).toBe(entries);
  });

  it("makes an account admin and back; an ADMIN_EMAILS address stays admin", async () => {
    const helper = await signUp("helper@example.com");
    const helperId = await userIdOf(t, helper);
    expect((await t.request("/api/admin/users", { cookie: helper })).status).toBe(404);
    expect((await change(helperId, { role: "admin" })).status).toBe(200);
    expect((await t.request("/api/admin/users", { cookie: helper })).status).toBe(200);
    expect((await change(helperId, { role: "user" })).status).toBe(200);
    // At once, though the helper's cookie cache still says admin.
    expect((await t.request("/api/admin/users", { cookie: helper })).status).toBe(404);

    const boss = await signUp("boss@example.com");
    const refused = await change(await userIdOf(t, boss), { role: "user" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toMatch(/ADMIN_EMAILS/);
    const view = (await listed("?q=boss")).users[0];
    expect(view).toMatchObject({ role: "admin", adminByEnvironment: true });
  });

  it("disables an account: its sessions end, sign-in is refused with a reason, and enabling lets it back", async () => {
    const cookie = await signUp("rowdy@example.com");
    const id = await userIdOf(t, cookie);
    expect((await change(id, { disabled: true })).status).toBe(200);
    expect((await (await t.request("/api/me", { cookie })).json()).user).toBeNull();
    const refused = await signIn("rowdy@example.com");
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toMatch(/disabled by the operator/);
    // A wrong password says only that, as for any account.
    const wrong = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "rowdy@example.com", password: "not-the-password" },
    });
    expect((await wrong.json()).error.message).toBe("Invalid email or password.");

    expect((await change(id, { disabled: false })).status).toBe(200);
    expect((await signIn("rowdy@example.com")).status).toBe(200);
    const actions = (await auditLog()).entries.map((entry) => entry.action);
    expect(actions.slice(0, 2)).toEqual(["user.enable", "user.disable"]);
  });

  it("cancels a disabled account's queued and running jobs", async () => {
    const id = await userIdOf(t, await signUp("busy@example.com"));
    const started = [1, 2, 3].map((n) =>
      t.jobs.enqueue({ userId: id, toolId: "image-generator", input: {}, title: `job ${n}` }),
    );
    const queued = await Promise.all(started);
    expect((await change(id, { disabled: true })).status).toBe(200);
    for (const entry of queued) {
      expect((await t.jobs.finished(id, entry.id))?.status).toBe("cancelled");
    }
  });

  it("keeps an admin from locking themself out", async () => {
    for (const json of [{ role: "user" }, { disabled: true }]) {
      const response = await change(adminUserId, json);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(/your own/);
    }
    const deleted = await t.request(`/api/admin/users/${adminUserId}`, {
      method: "DELETE",
      cookie: admin,
    });
    expect(deleted.status).toBe(400);
    expect((await deleted.json()).error.message).toMatch(/Settings > Account/);
    const [row] = await t.db.select().from(user).where(eq(user.id, adminUserId));
    expect(row).toMatchObject({ role: "admin", banned: false });
  });

  it("deletes an account with everything it owns, files included", async () => {
    const cookie = await signUp("leaving@example.com");
    const id = await userIdOf(t, cookie);
    await uploadText(t, cookie, "notes.txt", "my notes");
    const [stored] = await t.db.select().from(upload).where(eq(upload.userId, id));
    const file = path.join(t.env.dataDir, "files", stored?.storageKey ?? "");
    expect(fs.existsSync(file)).toBe(true);

    const response = await t.request(`/api/admin/users/${id}`, { method: "DELETE", cookie: admin });
    expect(response.status).toBe(200);
    expect(await t.db.select().from(user).where(eq(user.id, id))).toEqual([]);
    expect(await t.db.select().from(upload).where(eq(upload.userId, id))).toEqual([]);
    expect(fs.existsSync(file)).toBe(false);
    expect((await (await t.request("/api/me", { cookie })).json()).user).toBeNull();

    const [entry] = (await auditLog()).entries;
    expect(entry).toMatchObject({ action: "user.delete", target: { type: "user", id: null } });
    expect(JSON.stringify(entry)).not.toContain("leaving@example.com");
    const again = await t.request(`/api/admin/users/${id}`, { method: "DELETE", cookie: admin });
    expect(again.status).toBe(404);
  });
});
