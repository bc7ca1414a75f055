import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAX_BODY_BYTES: "2048" });
  // A route that hands PostgreSQL a NUL character unchecked, as a forgotten schema would.
  t.app.post("/api/probe/unstorable-text", async (c) => {
    await t.db.execute(sql`select ${"a\u0000b"}::text`);
    return c.body(null, 204);
  });
});
afterAll(() => t.close());

describe("HTTP error handling", () => {
  it("answers malformed JSON with a 400 in the error shape", async () => {
    const response = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "malformed_json", message: expect.any(String) },
    });
  });

  it("answers an oversized body with 413", async () => {
    const response = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "a@example.com", password: "x".repeat(5000) },
    });
    expect(response.status).toBe(413);
    const body = await response.json();
    expect(body.error.code).toBe("payload_too_large");
  });

  it("answers text the database cannot store with 400, not 500", async () => {
    const response = await t.request("/api/probe/unstorable-text", { method: "POST" });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.message).toMatch(/NUL character/);
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await t.request("/api/does-not-exist", { method: "DELETE" });
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
  });

  it("sets a Content-Security-Policy that allows no inline script", async () => {
    const response = await t.request("/api/health");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });
});
