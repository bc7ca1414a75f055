import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedConversation, userIdOf } from "#tests/support/account-fixtures";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { schema } from "@/server/platform/db/client";
import { tablesNaming, tablesThatNameAccounts } from "./erasure-purge";

/**
 * Tables whose rows never name an account, so an account's deletion does not rewrite them:
 * better-auth's limiter counts per address and path; the install's milestones (the first
 * admin claimed) and the admin area's provider keys belong to the install.
 */
const namingNoAccount = [
  "rate_limit",
  "instance_milestone",
  "provider_credential",
  // The providers' model lists and the admin's defaults: the install's, naming no account.
  "provider_model_list",
  "provider_model",
  "model_default",
  // The admin's usage totals per day and tool, summed over every account.
  "usage_day",
  "usage_day_summed",
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the tables an account's deletion rewrites", () => {
  it("are every table of the schema but those that name no account", () => {
    const all = (Object.values(schema).filter((value) => is(value, PgTable)) as PgTable[]).map(
      getTableName,
    );
    const listed = tablesThatNameAccounts.map(([table]) => getTableName(table));
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed, ...namingNoAccount].sort()).toEqual([...all].sort());
  });

  it("are those the account has rows in, read before it goes", async () => {
    const cookie = await t.signUp("rows@example.com");
    const id = await userIdOf(t, cookie);
    const before = await tablesNaming(t.db, id);
    expect(before).not.toContain("conversation");
    await seedConversation(t, id, "Mine", [{ role: "user", content: "hello" }]);
    const after = await tablesNaming(t.db, id);
    expect(after).toEqual(expect.arrayContaining(["user", "session", "conversation", "message"]));
    expect(after).not.toContain("document_page");
  });
});
