import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { user } from "@/server/platform/db/schema/auth";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (body: Record<string, unknown>) =>
  t.request("/api/auth/sign-up/email", {
    method: "POST",
    json: { password: "correct-horse-42", name: "Grace Hopper", ...body },
  });

const stored = async (email: string) =>
  (await t.db.select().from(user).where(eq(user.email, email)))[0];

/** A refused request: 400 with `message`, and no account or mail for `email`. */
async function expectRefused(response: Response, email: string, message: string | RegExp) {
  expect(response.status).toBe(400);
  const body = await response.json();
  expect(body).toEqual({ error: { code: "bad_request", message: expect.any(String) } });
  expect(body.error.message).toMatch(message);
  expect(await stored(email)).toBeUndefined();
  expect(t.mail.some((mail) => mail.to === email)).toBe(false);
}

describe("sign-up input", () => {
  it("refuses a password under 8 characters with the spec's words", async () => {
    const response = await signUp({ email: "short@example.com", password: "1234567" });
    await expectRefused(
      response,
      "short@example.com",
      /^Password must be at least 8 characters long$/,
    );
  });

  it("requires the full name: empty or only spaces is refused", async () => {
    for (const name of ["", "   ", undefined]) {
      const response = await signUp({ email: "nameless@example.com", name });
      await expectRefused(response, "nameless@example.com", "Please enter your full name.");
    }
  });

  it("caps the full name at 100 characters and stores it trimmed", async () => {
    const long = await signUp({ email: "long@example.com", name: "x".repeat(101) });
    await expectRefused(long, "long@example.com", /100 characters or fewer/);

    const ok = await signUp({ email: "ada@example.com", name: `  ${"A".repeat(97)} L ` });
    expect(ok.status).toBe(200);
    expect((await stored("ada@example.com"))?.name).toBe(`${"A".repeat(97)} L`);
  });

  it("refuses a NUL character in the name with 400 before it reaches the database", async () => {
    const response = await signUp({ email: "nul@example.com", name: "Grace\u0000Hopper" });
    await expectRefused(response, "nul@example.com", /NUL character/);
  });

  it("refuses a NUL character or a blank name when a signed-in user renames themself", async () => {
    const cookie = await t.signUp("rename@example.com", "correct-horse-42", "Old Name");
    for (const [name, message] of [
      ["New\u0000Name", /NUL character/],
      ["  ", /full name/],
    ] as const) {
      const response = await t.request("/api/auth/update-user", {
        method: "POST",
        cookie,
        json: { name },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(message);
    }
    expect((await stored("rename@example.com"))?.name).toBe("Old Name");
  });
});
