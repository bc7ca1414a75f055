import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userIdOf } from "#tests/support/account-fixtures";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { conversation, message } from "@/server/platform/db/schema/workbench";
import type { ConversationListResponse } from "@/shared/chat";

let t: TestApp;
let carol: string;
let dave: string;
beforeAll(async () => {
  t = await createTestApp();
  carol = await t.signUp("carol-pages@example.com");
  dave = await t.signUp("dave-pages@example.com");
  const userId = await userIdOf(t, carol);
  // 60 conversations a minute apart, two of them at the same instant (the id breaks the tie).
  const base = Date.UTC(2026, 0, 1);
  const at = (index: number) => new Date(base + Math.max(index, 1) * 60_000);
  await t.db.insert(conversation).values(
    Array.from({ length: 60 }, (_, index) => ({
      id: `page-${String(index).padStart(2, "0")}`,
      userId,
      toolId: "smart-chat",
      title: index % 2 ? `Harbour note ${index}` : `Plain ${index}`,
      lastMessageAt: at(index),
    })),
  );
  await t.db.insert(message).values(
    Array.from({ length: 60 }, (_, index) => ({
      id: `m-${index}`,
      conversationId: `page-${String(index).padStart(2, "0")}`,
      userId,
      role: "user" as const,
      content: index % 3 === 0 ? `the lighthouse number ${index}` : "nothing here",
    })),
  );
});
afterAll(() => t.close());

async function allPages(query: string, cookie: string) {
  const pages: ConversationListResponse[] = [];
  let cursor: string | null = "";
  while (cursor !== null) {
    const suffix = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
    const response = await t.request(`/api/conversations?toolId=smart-chat${query}${suffix}`, {
      cookie,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as ConversationListResponse;
    pages.push(body);
    cursor = body.nextCursor;
  }
  return pages;
}

describe("the history's pages", () => {
  it("list every conversation once, newest first, 50 at a time", async () => {
    const pages = await allPages("", carol);
    expect(pages.map((entry) => entry.conversations.length)).toEqual([50, 10]);
    const ids = pages.flatMap((entry) => entry.conversations.map((c) => c.id));
    expect(new Set(ids).size).toBe(60);
    expect(ids.at(0)).toBe("page-59");
    // page-00 and page-01 share their time: the larger id comes first.
    expect(ids.slice(-2)).toEqual(["page-01", "page-00"]);
  });

  it("page a search the same way, by titles and messages", async () => {
    const pages = await allPages("&q=harbour", carol);
    expect(pages.flatMap((entry) => entry.conversations)).toHaveLength(30);
    const lighthouse = await allPages("&q=lighth", carol);
    const found = lighthouse.flatMap((entry) => entry.conversations);
    expect(found).toHaveLength(20);
    expect(found[0]?.excerpt).toContain("lighthouse number 57");
  });

  it("show nobody else's conversations, and refuse a cursor they did not give", async () => {
    expect((await allPages("", dave)).flatMap((entry) => entry.conversations)).toEqual([]);
    expect((await allPages("&q=lighthouse", dave)).flatMap((e) => e.conversations)).toEqual([]);
    const response = await t.request("/api/conversations?toolId=smart-chat&cursor=nonsense", {
      cookie: carol,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("bad_request");
  });
});
