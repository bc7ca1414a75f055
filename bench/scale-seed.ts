// Seeds an installation for bench/scale.ts with set-based SQL (generate_series inside INSERT ...
// SELECT), never row by row through the app: a million messages load in a minute or two.
// Every account looks alike (10 conversations of 10 messages, 10 files and documents, 50
// charges), so the full and the tenth installation differ in accounts, not in what an account
// holds. One heavy account (`u0`) adds 1,000 conversations and one of 2,000 messages, the shape
// the keyset pages and the virtualized list are for.
import type pg from "pg";

export type SeedSize = { accounts: number };
export const conversationsPerAccount = 10;
export const messagesPerConversation = 10;
export const heavyConversations = 1000;
export const longConversationMessages = 2000;
/** The heavy account's long conversation, opened by the bench and the browser test. */
export const longConversationId = "long-conversation-0";

// Words of the messages: a small vocabulary, so that a word is common across the installation
// (the worst case for a search that is not scoped to its account first).
const vocabulary = `the a of and to in is that it for on with as was at by an be this from or have
  not are but had they his her she he you we one all there their what so up out if about who get
  which go me when make can like time no just him know take people into year your good some could
  them see other than then now look only come its over think also back after use two how our work
  first well way even new want because any these give day most us river garden lighthouse engine
  budget invoice recipe travel museum piano quantum harbor planet violin coffee market winter
  summer autumn spring forest desert ocean island mountain valley bridge tunnel castle library`
  .split(/\s+/)
  .filter(Boolean);

/**
 * Statements that fill an empty, migrated database. `password` is a password hash made once by
 * the app's own sign-up, given to every account so any of them can sign in.
 */
export function seedStatements({ accounts }: SeedSize, password: string): string[] {
  const words = `array[${vocabulary.map((word) => `'${word}'`).join(",")}]`;
  const conversations = accounts * conversationsPerAccount;
  const lastAt = (n: string) =>
    `now() - (${n} % 730) * interval '1 day' - (${n} % 86400) * interval '1 second'`;
  return [
    // A thousand sentences of twelve words, drawn from the vocabulary by a fixed pattern.
    `create temp table bench_sentence as
       select s as n, string_agg((${words})[1 + (s * 31 + k * 17 + (s * k) % 97) % ${vocabulary.length}], ' ') as text
       from generate_series(0, 999) s, generate_series(1, 12) k group by s`,
    `insert into "user" (id, name, email, email_verified, plan, created_at, updated_at)
       select 'u' || n, 'Person ' || n, 'person' || n || '@bench.example', true,
              (array['free','pro','advanced'])[1 + n % 3], ${lastAt("n")}, now()
       from generate_series(0, ${accounts - 1}) n`,
    `insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
       select 'a' || n, 'u' || n, 'credential', 'u' || n, '${password.replaceAll("'", "''")}', now(), now()
       from generate_series(0, ${accounts - 1}) n`,
    // Conversation n belongs to account n / 10; the heavy account's extra ones follow.
    `insert into conversation (id, user_id, tool_id, title, last_message_at, created_at, updated_at)
       select 'c' || n, 'u' || (n / ${conversationsPerAccount}),
              (array['smart-chat','code-assistant','multi-chat'])[1 + n % 3],
              (select text from bench_sentence where bench_sentence.n = c.n % 1000),
              ${lastAt("n")}, ${lastAt("n")}, now()
       from generate_series(0, ${conversations - 1}) c(n)`,
    `insert into conversation (id, user_id, tool_id, title, last_message_at, created_at, updated_at)
       select 'h' || n, 'u0', 'smart-chat', 'Topic ' || n || ' ' || (select text from bench_sentence where bench_sentence.n = h.n % 1000),
              ${lastAt("n")}, ${lastAt("n")}, now()
       from generate_series(0, ${heavyConversations - 1}) h(n)`,
    `insert into conversation (id, user_id, tool_id, title, last_message_at, created_at, updated_at)
       values ('${longConversationId}', 'u0', 'smart-chat', 'A very long conversation', now(), now() - interval '30 days', now())`,
    messages(
      `select id, user_id, last_message_at from conversation where id <> '${longConversationId}'`,
      messagesPerConversation,
    ),
    messages(
      `select id, user_id, last_message_at from conversation where id = '${longConversationId}'`,
      longConversationMessages,
    ),
    `insert into media_file (id, user_id, tool_id, name, media_type, size, storage_key, created_at)
       select 'm' || n, 'u' || (n / 4), 'image-generator', 'image-' || n || '.png', 'image/png',
              1000 + n % 500000, md5('m' || n)::uuid::text, ${lastAt("n")}
       from generate_series(0, ${accounts * 4 - 1}) n`,
    `insert into upload (id, user_id, tool_id, name, media_type, size, storage_key, created_at)
       select 'up' || n, 'u' || (n / 2), 'smart-chat', 'notes-' || n || '.txt', 'text/plain',
              1000 + n % 50000, md5('up' || n)::uuid::text, ${lastAt("n")}
       from generate_series(0, ${accounts * 2 - 1}) n`,
    `insert into document (id, user_id, content_hash, name, format, media_type, size, storage_key, page_count, status, created_at, updated_at)
       select 'd' || n, 'u' || (n / 4), md5('d' || n), 'paper-' || n || '.pdf', 'pdf', 'application/pdf',
              10000 + n % 900000, md5('d' || n)::uuid::text, 1, 'ready', ${lastAt("n")}, now()
       from generate_series(0, ${accounts * 4 - 1}) n`,
    `insert into document_page (document_id, number, text)
       select 'd' || n, 1, (select text from bench_sentence where bench_sentence.n = g.n % 1000)
       from generate_series(0, ${accounts * 4 - 1}) g(n)`,
    // One charge per exchange, over the last 90 days.
    `insert into usage_charge (id, user_id, tool_id, kind, amount, subjects, period_start, created_at)
       select 'ch' || n, 'u' || (n / 50), (array['smart-chat','code-assistant','multi-chat'])[1 + n % 3],
              'chat', 1, array['user:u' || (n / 50)], date_trunc('month', now()),
              now() - (n % 90) * interval '1 day' - (n % 86400) * interval '1 second'
       from generate_series(0, ${accounts * 50 - 1}) n`,
  ];
}

/** `perConversation` messages, a minute apart, in each conversation `source` selects. */
function messages(source: string, perConversation: number) {
  return `insert into message (id, conversation_id, user_id, role, content, created_at)
    select 'msg' || k, c.id, c.user_id, case when k % 2 = 0 then 'user' else 'assistant' end,
           s1.text || ' ' || s2.text || ' note' || (hashtext(c.id)::bigint & 65535),
           c.last_message_at - (${perConversation} - k) * interval '1 minute'
    from (${source}) c
    cross join generate_series(0, ${perConversation - 1}) k
    join bench_sentence s1 on s1.n = abs(hashtext(c.id)::bigint + k * 7) % 1000
    join bench_sentence s2 on s2.n = abs(hashtext(c.id)::bigint * 3 + k * 13) % 1000`;
}

/**
 * Runs the seed with the secondary indexes dropped and made again afterwards (one sort each
 * instead of a million inserts into them), then ANALYZE and VACUUM for the planner's figures
 * and the visibility map, as a server that has been running a while has them.
 */
export async function seed(client: pg.Client, size: SeedSize, password: string) {
  const tables = [
    "user",
    "account",
    "conversation",
    "message",
    "media_file",
    "upload",
    "document",
    "document_page",
    "usage_charge",
  ];
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [tables],
  );
  await client.query("set maintenance_work_mem = '256MB'");
  // The rows are consistent by construction: their foreign keys' checks (a trigger per row) are
  // skipped for the load.
  await client.query("set session_replication_role = replica");
  for (const { name } of indexes) await client.query(`drop index "${name}"`);
  for (const statement of seedStatements(size, password)) await client.query(statement);
  await client.query("set session_replication_role = origin");
  for (const { definition } of indexes) await client.query(definition);
  await client.query("vacuum analyze");
}
