import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userIdOf } from "#tests/support/account-fixtures";
import { cookieFrom, createTestApp, type TestApp } from "#tests/support/test-app";
import { composeApp } from "@/server/compose-app";
import { withoutCookieCache } from "./session-check";

// Two instances of Bismo on one database, as WEB_CONCURRENCY or several hosts run it: an
// admin's change made through one counts on the other from its next request.
let t: TestApp;
let other: Awaited<ReturnType<typeof composeApp>>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  other = await composeApp({
    env: t.env,
    database: t.database,
    logger: pino({ level: "silent" }),
    mailer: { send: async () => {} },
    storage: t.storage,
    secret: "test-secret-".padEnd(40, "x"),
  });
  // The first account to sign in is the admin.
  admin = await signUp("admin-check@example.com");
});
afterAll(async () => {
  await other.fileReaders.close();
  await other.jobs.stop();
  await t.close();
});

let addresses = 0;
const signUp = (email: string) =>
  t.signUp(email, undefined, undefined, `198.51.100.${++addresses}`);

/** A request to the other instance, with the cookies a browser holds (cookie cache included). */
const onOther = (path: string, cookie: string, init: RequestInit & { json?: unknown } = {}) => {
  const headers = new Headers(init.headers);
  headers.set("cookie", cookie);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const body = init.json === undefined ? init.body : JSON.stringify(init.json);
  return other.app.request(path, { ...init, headers, body });
};

const adminChange = (id: string, json: unknown) =>
  t.request(`/api/admin/users/${id}`, { method: "PATCH", cookie: admin, json });

/** What a signed-in browser does, each answered on the other instance. */
async function actions(cookie: string) {
  const preferences = await onOther("/api/preferences", cookie, {
    method: "PATCH",
    json: { theme: "dark" },
  });
  const upload = await onOther("/api/files?name=note.txt", cookie, {
    method: "POST",
    body: new TextEncoder().encode("still here"),
  });
  // Chats are saved to the account's history; without an account one is only a visitor's.
  const history = await onOther("/api/conversations", cookie);
  const me = (await (await onOther("/api/me", cookie)).json()) as { user: unknown };
  const session = await (await onOther("/api/auth/get-session", cookie)).json();
  const rename = await onOther("/api/auth/update-user", cookie, {
    method: "POST",
    json: { name: "Still Here" },
  });
  return {
    preferences: preferences.status,
    upload: upload.status,
    history: history.status,
    me: me.user,
    session,
    rename: rename.status,
  };
}

const refused = {
  preferences: 401,
  upload: 401,
  history: 401,
  me: null,
  session: null,
  rename: 401,
};

describe("a session whose account changed", () => {
  it("of an account disabled on one instance is refused on the next request on the other", async () => {
    const cookie = await signUp("disabled-check@example.com");
    // The other instance has just read this session (and may reuse the read for a few seconds).
    expect((await onOther("/api/preferences", cookie)).status).toBe(200);
    expect((await adminChange(await userIdOf(t, cookie), { disabled: true })).status).toBe(200);
    expect(await actions(cookie)).toEqual(refused);
  });

  it("of an account deleted on one instance is refused on the next request on the other", async () => {
    const cookie = await signUp("deleted-check@example.com");
    expect((await onOther("/api/preferences", cookie)).status).toBe(200);
    const id = await userIdOf(t, cookie);
    const deleted = await t.request(`/api/admin/users/${id}`, { method: "DELETE", cookie: admin });
    expect(deleted.status).toBe(200);
    expect(await actions(cookie)).toEqual(refused);
  });

  it("of an admin demoted on one instance shows the new role on the next request on the other", async () => {
    const cookie = await signUp("demoted-check@example.com");
    const id = await userIdOf(t, cookie);
    expect((await adminChange(id, { role: "admin" })).status).toBe(200);
    const promoted = await onOther("/api/auth/get-session", cookie);
    expect((await promoted.json()).user.role).toBe("admin");
    // The browser keeps the cookie cache it was just given, which says admin.
    const cached = `${cookie}; ${promoted.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ")}`;
    expect((await adminChange(id, { role: "user" })).status).toBe(200);
    expect((await (await onOther("/api/auth/get-session", cached)).json()).user.role).toBe("user");
    expect(
      ((await (await onOther("/api/me", cached)).json()) as { user: { role: string } }).user.role,
    ).toBe("user");
    expect((await onOther("/api/admin/users", cached)).status).toBe(404);
  });

  it("ended by a new password elsewhere is refused on its next request", async () => {
    const email = "moved-check@example.com";
    const kept = await signUp(email);
    // The same account in a second browser.
    const elsewhere = await t.signUp(email, undefined, undefined, `198.51.100.${++addresses}`);
    expect((await onOther("/api/preferences", elsewhere)).status).toBe(200);
    const changed = await t.request("/api/auth/change-password", {
      method: "POST",
      cookie: kept,
      json: { currentPassword: "correct-horse-42", newPassword: "a-brand-new-secret" },
    });
    expect(changed.status).toBe(200);
    expect((await onOther("/api/preferences", elsewhere)).status).toBe(401);
    expect((await onOther("/api/preferences", cookieFrom(changed))).status).toBe(200);
  });
});

describe("withoutCookieCache", () => {
  it("drops better-auth's cookie cache, chunked or not, and keeps every other cookie", () => {
    const headers = new Headers({
      cookie:
        "better-auth.session_token=t.s; better-auth.session_data=abc; better-auth.session_data.0=x; theme=dark",
    });
    expect(withoutCookieCache(headers).get("cookie")).toBe(
      "better-auth.session_token=t.s; theme=dark",
    );
    const onlyCache = new Headers({ cookie: "__Secure-better-auth.session_data=abc" });
    expect(withoutCookieCache(onlyCache).has("cookie")).toBe(false);
    const none = new Headers({ cookie: "theme=dark" });
    expect(withoutCookieCache(none)).toBe(none);
  });
});
