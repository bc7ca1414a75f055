import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, createTestApp, type TestApp } from "#tests/support/test-app";

let t: TestApp;
let germanAccount: string;

beforeAll(async () => {
  t = await createTestApp();
  const carla = await t.signUp("carla-errors@example.com");
  const saved = await t.request("/api/account/profile", {
    method: "PATCH",
    cookie: carla,
    json: { language: "de" },
  });
  expect(saved.status).toBe(200);
  // The answer renews the session's cached user (its language with it): its cookies replace theirs.
  const jar = new Map(carla.split("; ").map((pair) => [pair.split("=")[0], pair] as const));
  for (const pair of cookieFrom(saved).split("; ")) jar.set(pair.split("=")[0], pair);
  germanAccount = [...jar.values()].join("; ");
});
afterAll(() => t.close());

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe("the server's error messages", () => {
  it("are worded in the account's saved language, whatever the browser asks for", async () => {
    const response = await t.request(`/api/conversations/${crypto.randomUUID()}`, {
      cookie: germanAccount,
      headers: { "accept-language": "ja" },
    });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({
      code: "not_found",
      message: "Diese Unterhaltung gibt es nicht oder sie gehört nicht Ihnen.",
    });
  });

  it("else in the language chosen in this browser, else the browser's, else English", async () => {
    const malformed = (headers: Record<string, string>) =>
      t.request("/api/chat", {
        method: "POST",
        body: "{not json",
        headers: { "content-type": "application/json", ...headers },
      });
    expect((await errorOf(await malformed({ cookie: "bismo-lang=fr" }))).message).toBe(
      "Le corps de la requête n’est pas du JSON valide.",
    );
    expect((await errorOf(await malformed({ "accept-language": "ja-JP,en;q=0.5" }))).message).toBe(
      "リクエスト本文が正しい JSON ではありません。",
    );
    expect((await errorOf(await malformed({}))).message).toBe(
      "The request body is not valid JSON.",
    );
  });

  it("fill in their values, formatted for the language", async () => {
    const response = await t.request("/api/no-such-thing", {
      headers: { "accept-language": "ko" },
    });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe("GET /api/no-such-thing에는 API가 없습니다.");
    const signedOut = await t.request("/api/account/profile", {
      headers: { cookie: "bismo-lang=ru" },
    });
    expect(signedOut.status).toBe(401);
    expect((await errorOf(signedOut)).message).toBe("Войдите, чтобы сделать это.");
  });
});
