import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userIdOf } from "#tests/support/account-fixtures";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { auditEntry } from "@/server/platform/db/schema/admin";
import { user } from "@/server/platform/db/schema/auth";

let t: TestApp;
let admin: string;
let plain: string;
let plainId: string;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: "Listed@Example.com, other@example.com" });
  admin = await t.signUp("first@example.com");
  plain = await t.signUp("plain@example.com");
  plainId = await userIdOf(t, plain);
});
afterAll(() => t.close());

const me = async (cookie: string) =>
  (await (await t.request("/api/me", { cookie })).json()).user as { role: string } | null;

/** Every route under /api/admin, as the app has them, with its parameters filled in. */
function adminRoutes() {
  const seen = new Set<string>();
  return t.app.routes
    .filter((route) => route.path.startsWith("/api/admin/") && route.method !== "ALL")
    .map((route) => ({
      method: route.method,
      path: route.path.replace(":id", plainId).replace(":provider", "openai"),
    }))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

describe("who is an admin", () => {
  it("is the first account, and no later one", async () => {
    expect((await me(admin))?.role).toBe("admin");
    expect((await me(plain))?.role).toBe("user");
    const [entry] = await t.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.action, "first-admin"));
    expect(entry).toMatchObject({ actorKind: "bismo", targetId: await userIdOf(t, admin) });
  });

  it("is an account ADMIN_EMAILS lists, once its address is confirmed", async () => {
    const listed = await t.signUp("listed@example.com");
    expect((await me(listed))?.role).toBe("admin");
    expect((await t.request("/api/admin/users", { cookie: listed })).status).toBe(200);
    // Unconfirmed, the listed address opens nothing (nobody has proved it is theirs).
    await t.db
      .update(user)
      .set({ emailVerified: false })
      .where(eq(user.email, "listed@example.com"));
    expect((await t.request("/api/admin/users", { cookie: listed })).status).toBe(404);
    expect((await me(listed))?.role).toBe("user");
  });

  it("is never a guest", async () => {
    expect((await me(await t.signInAsGuest()))?.role).toBe("user");
  });

  it("is one account of two that start their first sessions at once", async () => {
    const racing = await createTestApp();
    try {
      await Promise.all(
        ["a@example.com", "b@example.com"].map((email) =>
          racing.auth.api.signUpEmail({
            body: { email, password: "correct-horse-42", name: "Racer" },
          }),
        ),
      );
      await racing.db.update(user).set({ emailVerified: true });
      await Promise.all(
        ["a@example.com", "b@example.com"].map((email) =>
          racing.request("/api/auth/sign-in/email", {
            method: "POST",
            json: { email, password: "correct-horse-42" },
          }),
        ),
      );
      const roles = (await racing.db.select({ role: user.role }).from(user)).map((row) => row.role);
      expect(roles.sort()).toEqual(["admin", "user"]);
    } finally {
      await racing.close();
    }
  });
});

describe("the admin routes", () => {
  it("answer 404 to a visitor, a guest and a plain account, on every route and verb", async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const guest = await t.signInAsGuest();
    for (const who of [undefined, guest, plain]) {
      for (const { method, path } of routes) {
        const response = await t.request(path, {
          method,
          cookie: who,
          ...(method === "GET" ? {} : { json: { plan: "advanced", disabled: true } }),
        });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect((await response.json()).error.code).toBe("not_found");
      }
      // A path under /api/admin that no route serves answers the same.
      expect((await t.request("/api/admin/anything", { cookie: who })).status).toBe(404);
    }
    // Nothing changed: the plain account kept its plan and can still sign in.
    const [row] = await t.db.select().from(user).where(eq(user.id, plainId));
    expect(row).toMatchObject({ plan: "free", banned: false });
  });

  it("are served to an admin", async () => {
    for (const path of ["/api/admin/users", "/api/admin/audit", "/api/admin/jobs"]) {
      expect((await t.request(path, { cookie: admin })).status, path).toBe(200);
    }
  });

  it("include none of better-auth's admin endpoints, for an admin either", async () => {
    for (const path of ["/api/auth/admin/list-users", "/api/auth/admin/ban-user"]) {
      for (const cookie of [admin, plain]) {
        const response = await t.request(path, {
          method: path.endsWith("ban-user") ? "POST" : "GET",
          cookie,
          json: path.endsWith("ban-user") ? { userId: plainId } : undefined,
        });
        expect(response.status, path).toBe(404);
      }
    }
    const [row] = await t.db.select({ banned: user.banned }).from(user).where(eq(user.id, plainId));
    expect(row?.banned).toBe(false);
  });

  it("refuse bad input with a message that says what is wrong", async () => {
    const cases: [string, string, unknown, RegExp][] = [
      ["PATCH", `/api/admin/users/${plainId}`, { plan: "gold" }, /plan/],
      ["PATCH", `/api/admin/users/${plainId}`, {}, /Say what to change/],
      ["PATCH", `/api/admin/users/${plainId}`, { role: "owner" }, /role/],
      ["GET", "/api/admin/users?offset=-1", undefined, /offset cannot be negative/],
      ["GET", "/api/admin/jobs?filter=everything", undefined, /filter/],
    ];
    for (const [method, path, json, message] of cases) {
      const response = await t.request(path, { method, cookie: admin, json });
      expect(response.status, path).toBe(400);
      expect((await response.json()).error.message).toMatch(message);
    }
    const unknown = await t.request("/api/admin/users/no-such-account", {
      method: "PATCH",
      cookie: admin,
      json: { plan: "pro" },
    });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe("There is no such account.");
  });
});
