import crypto from "node:crypto";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { rateLimitBy } from "@/server/features/auth/rate-limit-by";
import { type AppEnv, requireSession } from "@/server/features/auth/session";
import type { Db } from "@/server/platform/db/client";
import { toolSuggestion } from "@/server/platform/db/schema/account-data";
import { validate } from "@/server/platform/http/validate";
import { type ToolSuggestion, toolSuggestionInputSchema } from "@/shared/tool-suggestions";

export const toolSuggestionRule = { windowSeconds: 60 * 60, max: 5 } as const;

// Runs before the rate limit so a visitor without any session is told to start one, not to wait.
const sessionRequired = createMiddleware<AppEnv>(async (c, next) => {
  requireSession(c);
  await next();
});

/** Stores 'Missing an AI tool?' suggestions from accounts and guests. */
export function toolSuggestionRoutes({ db }: { db: Db }) {
  return new Hono<AppEnv>().post(
    "/tool-suggestions",
    sessionRequired,
    validate("json", toolSuggestionInputSchema),
    rateLimitBy(db, "tool-suggestion", toolSuggestionRule),
    async (c) => {
      const { user } = requireSession(c);
      const { text } = c.req.valid("json");
      const [row] = await db
        .insert(toolSuggestion)
        .values({ id: crypto.randomUUID(), userId: user.id, text })
        .returning();
      if (!row) throw new Error("tool suggestion insert returned no row");
      const suggestion: ToolSuggestion = {
        id: row.id,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
      };
      return c.json({ suggestion }, 201);
    },
  );
}
