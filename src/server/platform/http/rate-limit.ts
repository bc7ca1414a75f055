import { sql } from "drizzle-orm";
import type { Db } from "@/server/platform/db/client";
import { oncePerDatabase } from "@/server/platform/db/prepared";
import { limitCounter } from "@/server/platform/db/schema/auth";

export type RateRule = { windowSeconds: number; max: number };
export type RateDecision = { allowed: boolean; retryAfterSeconds: number };

type Waiter = { resolve: (decision: RateDecision) => void; reject: (error: unknown) => void };
type KeyQueue = { rule: RateRule; waiting: Waiter[]; counting: boolean };

/** Per database, the keys with a count in flight and the requests waiting for the next one. */
const keyQueues = oncePerDatabase(() => new Map<string, KeyQueue>());

/**
 * Counts one request against `key` in a fixed window, atomically in the database, so limits
 * hold across restarts and instances.
 *
 * A burst from one user must not queue on that user's row one statement at a time: while a
 * count for a key is in flight, the requests that arrive for it wait and the next statement
 * counts them all at once, each taking its own place in the window. The row's commit does not
 * wait for the disk: a crash may forget the last moments' counts, never a message.
 */
export function consumeRateLimit(db: Db, key: string, rule: RateRule): Promise<RateDecision> {
  const keys = keyQueues(db);
  let queue = keys.get(key);
  if (!queue) {
    queue = { rule, waiting: [], counting: false };
    keys.set(key, queue);
  }
  const counted = new Promise<RateDecision>((resolve, reject) => {
    queue.waiting.push({ resolve, reject });
  });
  if (!queue.counting) void countWaiting(db, keys, key, queue);
  return counted;
}

async function countWaiting(db: Db, keys: Map<string, KeyQueue>, key: string, queue: KeyQueue) {
  queue.counting = true;
  while (queue.waiting.length > 0) {
    const batch = queue.waiting.splice(0);
    try {
      const { count, windowStartedAt, now } = await countRequests(
        db,
        key,
        queue.rule,
        batch.length,
      );
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((windowStartedAt + queue.rule.windowSeconds * 1000 - now) / 1000),
      );
      // The batch took places count - n + 1 ... count, in the order its requests arrived.
      batch.forEach((waiter, index) => {
        const place = count - batch.length + 1 + index;
        waiter.resolve({ allowed: place <= queue.rule.max, retryAfterSeconds });
      });
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    }
  }
  queue.counting = false;
  keys.delete(key);
}

/**
 * The count, prepared once per connection: `requests` added to `key`'s count, or its count
 * restarted when its window (since `windowStart`) ended. The commit does not wait for the disk.
 */
function prepareCount(db: Db) {
  const requests = sql`${sql.placeholder("requests")}::integer`;
  const now = sql`${sql.placeholder("now")}::bigint`;
  const expired = sql`${limitCounter.lastRequest} < ${sql.placeholder("windowStart")}::bigint`;
  return db
    .insert(limitCounter)
    .select(
      sql`select ${sql.placeholder("key")}, ${requests}, ${now}
          from (select set_config('synchronous_commit', 'off', true)) as commit_without_flush`,
    )
    .onConflictDoUpdate({
      target: limitCounter.key,
      set: {
        count: sql`case when ${expired} then ${requests} else ${limitCounter.count} + ${requests} end`,
        lastRequest: sql`case when ${expired} then ${now} else ${limitCounter.lastRequest} end`,
      },
    })
    .returning({ count: limitCounter.count, lastRequest: limitCounter.lastRequest })
    .prepare("bismo_rate_limit_count");
}

const countStatement = oncePerDatabase(prepareCount);

/** Adds `requests` to the key's count (a new window when the last one ended) in one statement. */
async function countRequests(db: Db, key: string, rule: RateRule, requests: number) {
  const now = Date.now();
  const windowStart = now - rule.windowSeconds * 1000;
  const [row] = await countStatement(db).execute({ key, requests, now, windowStart });
  return { count: row?.count ?? requests, windowStartedAt: row?.lastRequest ?? now, now };
}
