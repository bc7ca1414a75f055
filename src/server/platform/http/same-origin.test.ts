import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage } from "#tests/fakes/images";
import { userIdOf } from "#tests/support/account-fixtures";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { toolSuggestion } from "@/server/platform/db/schema/account-data";
import { session, user } from "@/server/platform/db/schema/auth";
import { job, mediaFile } from "@/server/platform/db/schema/media";
import { upload } from "@/server/platform/db/schema/workbench";

let t: TestApp;
let victim: string;
let victimId: string;
beforeAll(async () => {
  t = await createTestApp();
  victim = await t.signUp("victim@example.com", undefined, "Victim Person");
  victimId = await userIdOf(t, victim);
});
afterAll(() => t.close());

/** What a browser sends along with a request that a page on `origin` makes. */
const from = (origin: string, site: "cross-site" | "same-site" | "same-origin") => ({
  origin,
  "sec-fetch-site": site,
});
const evil = from("https://evil.example", "cross-site");
// Another port of the same host: the same site, so the SameSite=Lax cookie still goes along.
const sibling = from("http://localhost:4000", "same-site");

function uploadForm() {
  const form = new FormData();
  form.set("file", new File(["planted"], "planted.txt"));
  form.set("toolId", "multi-chat");
  return form;
}

describe("requests that change something, sent from another site or origin", () => {
  it("are refused with 403 on every route that is not a read, better-auth's included", async () => {
    const routes = t.app.routes
      .filter((route) => !["GET", "HEAD", "OPTIONS", "ALL"].includes(route.method))
      .map((route) => ({
        method: route.method,
        path: route.path.replace(/:\w+/g, crypto.randomUUID()),
      }))
      .concat(
        ["sign-in/email", "sign-up/email", "sign-out", "update-user", "change-password"].map(
          (path) => ({ method: "POST", path: `/api/auth/${path}` }),
        ),
      );
    // The routes the attack reached, so the list above cannot quietly shrink.
    expect(
      routes.map((route) => `${route.method} ${route.path.split("/").slice(0, 4).join("/")}`),
    ).toEqual(
      expect.arrayContaining([
        "PATCH /api/account/profile",
        "PATCH /api/preferences",
        "POST /api/tool-suggestions",
        "POST /api/ai/chat",
        "POST /api/chat",
        "POST /api/uploads",
        "DELETE /api/account/sessions",
        "POST /api/files",
        "POST /api/image-generation",
      ]),
    );
    for (const headers of [evil, sibling]) {
      for (const { method, path } of routes) {
        const response = await t.request(path, { method, headers, cookie: victim, json: {} });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(await response.json()).toEqual({
          error: {
            code: "forbidden",
            message: `Bismo refused this request because it came from ${headers.origin}, not from Bismo's own pages at http://localhost:3000 (its APP_URL). If you opened Bismo at another address, open it at that one and try again.`,
          },
        });
      }
    }
  });

  it("change nothing: no profile edit, planted file, suggestion, job or ended session", async () => {
    const [own] = await t.db.select().from(session).where(eq(session.userId, victimId));
    const attempts = [
      { path: "/api/account/profile", method: "PATCH", json: { firstName: "Hacked" } },
      { path: "/api/tool-suggestions", method: "POST", json: { text: "spam from evil" } },
      { path: `/api/account/sessions/${own?.id}`, method: "DELETE" },
      // A no-cors multipart form post: what a page can send without any preflight.
      { path: "/api/uploads", method: "POST", body: uploadForm() },
      // Raw bytes as text/plain: no preflight either.
      {
        path: "/api/files?name=planted.png",
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: new Uint8Array(await pngImage(4, 4)),
      },
      { path: "/api/image-generation", method: "POST", json: { prompt: "a costly picture" } },
    ];
    for (const headers of [evil, sibling]) {
      for (const attempt of attempts) {
        const response = await t.request(attempt.path, {
          ...attempt,
          headers: { ...attempt.headers, ...headers },
          cookie: victim,
        });
        expect(response.status).toBe(403);
      }
    }
    const [account] = await t.db.select().from(user).where(eq(user.id, victimId));
    expect(account?.name).toBe("Victim Person");
    expect(await t.db.select().from(upload).where(eq(upload.userId, victimId))).toEqual([]);
    expect(await t.db.select().from(mediaFile).where(eq(mediaFile.userId, victimId))).toEqual([]);
    expect(await t.db.select().from(job).where(eq(job.userId, victimId))).toEqual([]);
    expect(
      await t.db.select().from(toolSuggestion).where(eq(toolSuggestion.userId, victimId)),
    ).toEqual([]);
    const me = await t.request("/api/me", { cookie: victim });
    expect((await me.json()).user).not.toBeNull();
  });

  it("refuses a page whose origin is hidden (Origin: null), and one sent from a typed address", async () => {
    const hidden: Record<string, string>[] = [{ origin: "null" }, { "sec-fetch-site": "none" }];
    for (const headers of hidden) {
      const response = await t.request("/api/preferences", {
        method: "PATCH",
        headers,
        cookie: victim,
        json: { theme: "dark" },
      });
      expect(response.status).toBe(403);
    }
  });
});

describe("requests from Bismo's own pages", () => {
  it("go through, at APP_URL and at its other loopback spellings", async () => {
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000"]) {
      const response = await t.request("/api/preferences", {
        method: "PATCH",
        headers: from(origin, "same-origin"),
        cookie: victim,
        json: { theme: "dark" },
      });
      expect(response.status).toBe(200);
    }
    const upload = await t.request("/api/uploads", {
      method: "POST",
      headers: from("http://localhost:3000", "same-origin"),
      cookie: victim,
      body: uploadForm(),
    });
    expect(upload.status).toBe(201);
  });

  it("lets reads from anywhere and clients that are not browsers through", async () => {
    expect((await t.request("/api/me", { headers: evil, cookie: victim })).status).toBe(200);
    const api = await t.request("/api/preferences", {
      method: "PATCH",
      cookie: victim,
      json: { theme: "light" },
    });
    expect(api.status).toBe(200);
  });
});
