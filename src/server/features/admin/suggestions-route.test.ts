import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import type { AdminSuggestion, AdminSuggestionList, AuditLog } from "@/shared/admin";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp("admin@example.com");
});
afterAll(() => t.close());

const suggest = (text: string, cookie: string) =>
  t.request("/api/tool-suggestions", { method: "POST", cookie, json: { text } });

const inbox = async (filter = "unhandled") =>
  (await (
    await t.request(`/api/admin/suggestions?filter=${filter}`, { cookie: admin })
  ).json()) as AdminSuggestionList;

const mark = async (id: string, handled: boolean) => {
  const response = await t.request(`/api/admin/suggestions/${id}`, {
    method: "PATCH",
    cookie: admin,
    json: { handled },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { suggestion: AdminSuggestion }).suggestion;
};

describe("the suggestions inbox", () => {
  it("lists suggestions newest first with who sent them, and marks them handled and back", async () => {
    const account = await t.signUp("ideas@example.com");
    await suggest("A podcast editor", account);
    await suggest("A recipe planner", await t.signInAsGuest());
    await suggest("A garden planner", account);

    const waiting = await inbox();
    expect(waiting.suggestions.map((entry) => [entry.text, entry.fromEmail])).toEqual([
      ["A garden planner", "ideas@example.com"],
      ["A recipe planner", null],
      ["A podcast editor", "ideas@example.com"],
    ]);
    expect(waiting.unhandled).toBe(3);

    const garden = waiting.suggestions[0]?.id ?? "";
    const handled = await mark(garden, true);
    expect(handled.handledAt).not.toBeNull();
    expect((await inbox()).suggestions.map((entry) => entry.text)).toEqual([
      "A recipe planner",
      "A podcast editor",
    ]);
    const all = await inbox("all");
    expect(all.total).toBe(3);
    expect(all.unhandled).toBe(2);

    expect((await mark(garden, false)).handledAt).toBeNull();
    expect((await inbox()).unhandled).toBe(3);
    const log = (await (await t.request("/api/admin/audit", { cookie: admin })).json()) as AuditLog;
    expect(log.entries.slice(0, 2).map((entry) => [entry.action, entry.target?.label])).toEqual([
      ["suggestion.unhandled", "A garden planner"],
      ["suggestion.handled", "A garden planner"],
    ]);
  });

  it("answers 404 for a suggestion that does not exist", async () => {
    const response = await t.request("/api/admin/suggestions/not-there", {
      method: "PATCH",
      cookie: admin,
      json: { handled: true },
    });
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe("There is no such suggestion.");
  });
});
