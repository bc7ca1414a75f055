import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedConversation, userIdOf } from "#tests/support/account-fixtures";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { flashcardDeck } from "@/server/platform/db/schema/tool-results";
import { message } from "@/server/platform/db/schema/workbench";
import { pagedRows } from "./export-rows";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const all = async <T>(rows: AsyncIterable<T>) => {
  const seen: T[] = [];
  for await (const row of rows) seen.push(row);
  return seen;
};

describe("an account's rows read a page at a time", () => {
  it("are every row once, in key order, by a composite key and by a single one", async () => {
    const id = await userIdOf(t, await t.signUp("pages@example.com"));
    const other = await userIdOf(t, await t.signUp("other-pages@example.com"));
    for (const title of ["b", "a", "c"]) {
      await seedConversation(t, id, title, [
        { role: "user", content: `${title}1` },
        { role: "assistant", content: `${title}2` },
        { role: "user", content: `${title}3` },
      ]);
    }
    await seedConversation(t, other, "theirs", [{ role: "user", content: "not mine" }]);
    const messages = await all(pagedRows(t.db, message, eq(message.userId, id), { pageSize: 2 }));
    expect(messages).toHaveLength(9);
    const keys = messages.map((row) => `${row.conversationId} ${row.id}`);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(keys).size).toBe(9);

    await t.db
      .insert(flashcardDeck)
      .values(
        [1, 2, 3, 4, 5].map((n) => ({ userId: id, title: `Deck ${n}`, content: {} as never })),
      );
    const decks = await all(
      pagedRows(t.db, flashcardDeck, eq(flashcardDeck.userId, id), { pageSize: 2 }),
    );
    expect(decks.map((row) => row.title).sort()).toEqual([
      "Deck 1",
      "Deck 2",
      "Deck 3",
      "Deck 4",
      "Deck 5",
    ]);
  });
});
