import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { jsonNesting, maxJsonDepth } from "./json-depth";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signUp("nested@example.com");
});
afterAll(() => t.close());

/** `{"<field>": [[[ ... "x" ... ]]]}`, `levels` deep in all, a few kilobytes. */
const nested = (field: string, levels: number) =>
  `{"${field}":${"[".repeat(levels - 1)}"x"${"]".repeat(levels - 1)}}`;

const routes = [
  // better-auth's: these answered 500 (stack overflow in the NUL-character scan).
  { path: "/api/auth/sign-in/email", field: "email" },
  { path: "/api/auth/sign-up/email", field: "name" },
  { path: "/api/auth/update-user", field: "name" },
  { path: "/api/auth/request-password-reset", field: "email" },
  { path: "/api/auth/reset-password", field: "token" },
  // Bismo's own.
  { path: "/api/preferences", field: "favoriteTools", method: "PATCH" },
  { path: "/api/tool-suggestions", field: "text" },
  { path: "/api/chat", field: "messages" },
];

describe("JSON nested deeper than the limit", () => {
  it("is refused with 400 everywhere JSON is read, before anything looks at it", async () => {
    for (const { path, field, method = "POST" } of routes) {
      const response = await t.request(path, {
        method,
        cookie,
        headers: { "content-type": "application/json" },
        body: nested(field, 20_000),
      });
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: "bad_request",
          message: `The request body nests objects and arrays more than ${maxJsonDepth} levels deep, which Bismo does not accept.`,
        },
      });
    }
  });

  it("leaves ordinary bodies to the routes' own checks", async () => {
    const response = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: nested("email", maxJsonDepth),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).not.toMatch(/levels deep/);
    const saved = await t.request("/api/preferences", {
      method: "PATCH",
      cookie,
      json: { favoriteTools: ["multi-chat"] },
    });
    expect(saved.status).toBe(200);
  });
});

describe("jsonNesting", () => {
  it("counts brackets of arrays and objects, not those inside strings", () => {
    expect(jsonNesting('{"a":[{"b":1}],"c":"[[[{{{"}')).toBe(3);
    expect(jsonNesting('["\\"[[[", ["\\\\"]]')).toBe(2);
    expect(jsonNesting("42")).toBe(0);
  });
});
