import type { Context } from "hono";
import type { DatabaseHealth } from "@/server/platform/db/client";
import { apiLocale } from "@/server/platform/i18n/request-locale";
import { msg, wordIn } from "@/server/platform/i18n/server-messages";

/**
 * GET /api/health, for a supervisor or a load balancer: 200 while the database answers; 503
 * with the reason while it does not (the embedded PostgreSQL restarting after it stopped, or a
 * database that does not answer), so no request is sent here meanwhile (decision 0034).
 */
export async function healthAnswer(c: Context, databaseHealth?: () => Promise<DatabaseHealth>) {
  const database = (await databaseHealth?.()) ?? "ok";
  if (database === "ok") return c.json({ status: "ok" as const });
  const reason =
    database === "restarting"
      ? msg({
          id: "errors.health.databaseRestarting",
          defaultMessage: "The database stopped unexpectedly and is being restarted.",
        })
      : msg({
          id: "errors.health.databaseUnreachable",
          defaultMessage: "The database does not answer.",
        });
  c.header("Retry-After", "5");
  return c.json(
    {
      status: "unavailable" as const,
      database,
      reason: wordIn(apiLocale(c.req.raw.headers), reason),
    },
    503,
  );
}
