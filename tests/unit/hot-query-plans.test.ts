// Every query the hot requests run is read through an index, not by reading a user-data table
// whole: the queries are recorded as the real code sends them (a drizzle logger on the test
// database's own connection) and each one's plan is read with EXPLAIN. The planner decides on
// its statistics, so the tables hold a few thousand realistic rows and are ANALYZEd, as a
// running installation's are; no planner setting is forced.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "#tests/support/test-database";
import { exportRoutes } from "@/server/features/account/export-route";
import { listAccounts } from "@/server/features/admin/account-admin";
import { usageTotals } from "@/server/features/admin/usage-totals";
import type { AppEnv } from "@/server/features/auth/session";
import { conversationStore } from "@/server/features/conversations/conversation-store";
import { type Database, type Db, dbCasing, schema } from "@/server/platform/db/client";
import { createLocalFileStorage } from "@/server/platform/storage/file-storage";

// Tables that grow with the installation: a whole read of one is what this test refuses.
const userData = new Set([
  "user",
  "account",
  "session",
  "conversation",
  "message",
  "upload",
  "media_file",
  "document",
  "document_page",
  "conversation_document",
  "usage_charge",
  "tool_suggestion",
  "job",
  "user_profile",
  "user_preference",
]);

let database: Database;
let client: PGlite;
let logged: Db;
// An empty data folder: the rows name files it does not hold, so the export writes rows only.
let folder: string;
const queries: { sql: string; params: unknown[] }[] = [];

/**
 * It seeds and reads plans through PGlite's own client, so it runs in `npm test`; the database
 * suite on a PostgreSQL server (TEST_DATABASE_URL) skips it.
 */
const onPostgresServer = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  if (onPostgresServer) return;
  folder = await mkdtemp(path.join(tmpdir(), "bismo-plans-"));
  database = await openTestDatabase();
  client = (database.db as unknown as { $client: PGlite }).$client;
  logged = drizzle(client, {
    schema,
    casing: dbCasing,
    logger: { logQuery: (sql, params) => void queries.push({ sql, params }) },
  }) as unknown as Db;
  // 3,000 accounts with a session and a password, 300 of them with 10 conversations of 6
  // messages, files, documents, jobs and charges.
  await client.exec(`
    insert into "user" (id, name, email, email_verified, created_at)
      select 'u' || n, 'Person ' || n, 'person' || n || '@example.com', true, now() - n * interval '1 hour'
      from generate_series(0, 2999) n;
    insert into conversation (id, user_id, tool_id, title, last_message_at)
      select 'c' || n, 'u' || (n / 10), (array['smart-chat','code-assistant'])[1 + n % 2],
             'Talk ' || n, now() - n * interval '1 minute'
      from generate_series(0, 2999) n;
    insert into message (id, conversation_id, user_id, role, content, created_at)
      select 'm' || k, 'c' || n, 'u' || (n / 10), 'user',
             'garden river note' || (n * 8 + k) || ' ' || (array['harbor','piano','winter','engine'])[1 + (n + k) % 4],
             now() - n * interval '1 minute' + k * interval '1 second'
      from generate_series(0, 2999) n, generate_series(0, 5) k;
    insert into upload (user_id, tool_id, name, media_type, size, storage_key)
      select 'u' || (n / 3), 'smart-chat', 'f' || n, 'text/plain', 10, md5('k' || n)::uuid::text from generate_series(0, 899) n;
    insert into document (id, user_id, content_hash, name, format, media_type, size, storage_key)
      select 'd' || n, 'u' || (n / 3), md5(n::text), 'd' || n, 'pdf', 'application/pdf', 10, md5('d' || n)::uuid::text
      from generate_series(0, 899) n;
    insert into document_page (document_id, number, text)
      select 'd' || n, p, 'page ' || p from generate_series(0, 899) n, generate_series(1, 5) p;
    insert into conversation_document (conversation_id, document_id, user_id, name)
      select 'c' || (n / 3 * 10), 'd' || n, 'u' || (n / 3), 'd' || n from generate_series(0, 899) n;
    insert into session (id, expires_at, token, user_id)
      select 's' || n, now() + interval '7 days', 't' || n, 'u' || n from generate_series(0, 2999) n;
    insert into account (id, account_id, provider_id, user_id, password)
      select 'a' || n, 'u' || n, 'credential', 'u' || n, 'hash' from generate_series(0, 2999) n;
    insert into job (id, user_id, tool_id, input, title, status)
      select 'j' || n, 'u' || (n / 3), 'image-generator', '{}', 'Picture ' || n, 'succeeded'
      from generate_series(0, 899) n;
    insert into media_file (user_id, job_id, tool_id, name, media_type, size, storage_key)
      select 'u' || (n / 3), 'j' || n, 'image-generator', 'p' || n || '.png', 'image/png', 10,
             md5('p' || n)::uuid::text
      from generate_series(0, 899) n;
    insert into user_profile (user_id, first_name) select 'u' || n, 'Person' from generate_series(0, 2999) n;
    insert into user_preference (user_id) select 'u' || n from generate_series(0, 2999) n;
    insert into tool_suggestion (id, user_id, text) select 's' || n, 'u' || (n / 2), 'more tools' from generate_series(0, 799) n;
    insert into usage_charge (user_id, tool_id, kind, amount, subjects, period_start, created_at)
      select 'u' || (n / 25), 'smart-chat', 'chat', 1, array['user:u' || (n / 25)], now(),
             now() - (n % 90) * interval '1 day'
      from generate_series(0, 9999) n;
    analyze;
  `);
}, 60_000);
afterAll(async () => {
  if (onPostgresServer) return;
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

type PlanNode = { "Node Type": string; "Relation Name"?: string; Plans?: PlanNode[] };
const scans = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(scans)];

/** The user-data tables each query recorded while `run` ran reads whole. */
async function wholeReads(run: () => Promise<unknown>) {
  queries.length = 0;
  await run();
  expect(queries.length).toBeGreaterThan(0);
  const found: string[] = [];
  for (const query of queries) {
    const { rows } = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
      `explain (format json) ${query.sql}`,
      query.params,
    );
    for (const node of scans(rows[0]?.["QUERY PLAN"][0].Plan as PlanNode))
      if (node["Node Type"] === "Seq Scan" && userData.has(node["Relation Name"] ?? ""))
        found.push(`${node["Relation Name"]} in: ${query.sql.slice(0, 160)}`);
  }
  return found;
}

describe.skipIf(onPostgresServer)("the hot requests' queries use indexes", () => {
  const store = () => conversationStore(logged, "u42");
  it("the history list and its next page", async () => {
    expect(await wholeReads(() => store().list("smart-chat"))).toEqual([]);
    const cursor = Buffer.from(JSON.stringify([new Date().toISOString(), "c425"])).toString(
      "base64url",
    );
    expect(await wholeReads(() => store().list("smart-chat", cursor))).toEqual([]);
  });

  it("a search of an account's history", async () => {
    expect(await wholeReads(() => store().search("garden harbor"))).toEqual([]);
    expect(await wholeReads(() => store().search("note3370", { toolId: "smart-chat" }))).toEqual(
      [],
    );
  });

  it("opening a conversation", async () => {
    expect(await wholeReads(() => store().get("c425"))).toEqual([]);
  });

  it("the admin search and the usage totals", async () => {
    expect(await wholeReads(() => listAccounts(logged, [], { q: "person42", offset: 0 }))).toEqual(
      [],
    );
    expect(await wholeReads(() => usageTotals(logged, 14))).toEqual([]);
  });

  it("Download my data", async () => {
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("session", { user: { id: "u42", isAnonymous: false } } as never);
        await next();
      })
      .route(
        "/",
        exportRoutes({ db: logged, storage: createLocalFileStorage(folder) }, async () => {
          throw new Error("no decks are seeded here");
        }),
      );
    expect(
      await wholeReads(async () => {
        const response = await app.request("/account/export");
        expect(response.status).toBe(200);
        // The archive is written as it is read: its queries run while the body is taken.
        expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
      }),
    ).toEqual([]);
  });
});
