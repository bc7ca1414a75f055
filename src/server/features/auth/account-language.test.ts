import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (email: string, body: Record<string, unknown>, language?: string) =>
  t.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: language ? { "accept-language": language } : undefined,
    json: { email, password: "correct-horse-42", name: "Lena Berg", ...body },
  });
const lastMailTo = (email: string) => t.mail.findLast((message) => message.to === email);

describe("the account's language", () => {
  it("writes the sign-up mail in the language chosen at sign-up, linking the page in it", async () => {
    expect((await signUp("lena@example.com", { language: "de" })).status).toBe(200);
    const mail = lastMailTo("lena@example.com");
    expect(mail?.subject).toBe("Bestätigen Sie Ihr Bismo-Konto");
    expect(mail?.text).toContain("Willkommen bei Bismo, Lena Berg!");
    expect(mail?.text).toMatch(/\/de\/confirm\?token=/);
  });

  it("without a choice, writes in the language the browser asked in", async () => {
    await signUp("kenji@example.com", {}, "ja-JP,ja;q=0.9,en;q=0.5");
    expect(lastMailTo("kenji@example.com")?.subject).toBe("Bismo アカウントの確認");
    await signUp("noone@example.com", {}, "tlh");
    expect(lastMailTo("noone@example.com")?.subject).toBe("Confirm your Bismo account");
  });

  it("keeps to the account's language when the browser later asks in another", async () => {
    await signUp("anna@example.com", { language: "ru" });
    await t.request("/api/auth/request-password-reset", {
      method: "POST",
      headers: { "accept-language": "fr" },
      json: { email: "anna@example.com" },
    });
    await expect.poll(() => lastMailTo("anna@example.com")?.subject).toBe("Сброс пароля Bismo");
    expect(lastMailTo("anna@example.com")?.text).toMatch(/\/ru\/reset-password\?token=/);
  });

  it("refuses a language Bismo does not have, in the language asked in", async () => {
    const response = await signUp("x@example.com", { language: "tlh" }, "es");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      "Elige uno de los idiomas de Bismo.",
    );
  });

  it("translates better-auth's refusals into the language asked in", async () => {
    const response = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "accept-language": "de-AT,de;q=0.9" },
      json: { email: "nobody@example.com", password: "wrong-password-1" },
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      "E-Mail-Adresse oder Passwort ist falsch.",
    );
  });
});
