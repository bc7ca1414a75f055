import { count, desc, eq, isNull, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "@/server/features/auth/session";
import type { Db } from "@/server/platform/db/client";
import { toolSuggestion } from "@/server/platform/db/schema/account-data";
import { user } from "@/server/platform/db/schema/auth";
import { AppError } from "@/server/platform/http/errors";
import { validate, validId } from "@/server/platform/http/validate";
import { msg } from "@/server/platform/i18n/server-messages";
import {
  type AdminSuggestion,
  type AdminSuggestionList,
  adminSuggestionChangeSchema,
  adminSuggestionQuerySchema,
} from "@/shared/admin";
import { recordAudit } from "./audit-log";
import { adminPage } from "./paging";
import { adminId } from "./require-admin";

const notFound = () =>
  new AppError(
    "not_found",
    msg({ id: "errors.admin.noSuchSuggestion", defaultMessage: "There is no such suggestion." }),
  );

type SuggestionRow = typeof toolSuggestion.$inferSelect;

const view = (row: SuggestionRow, fromEmail: string | null): AdminSuggestion => ({
  id: row.id,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
  fromEmail,
});

/** The admin area's inbox of 'Missing an AI tool?' suggestions: newest first, marked handled. */
export function adminSuggestionRoutes({ db }: { db: Db }) {
  // A guest's suggestion shows no address (a guest has a made-up one).
  const fromEmail = sql<
    string | null
  >`case when ${user.isAnonymous} then null else ${user.email} end`;
  return new Hono<AppEnv>()
    .get("/admin/suggestions", validate("query", adminSuggestionQuerySchema), async (c) => {
      const { filter, offset } = c.req.valid("query");
      const where = filter === "unhandled" ? isNull(toolSuggestion.handledAt) : undefined;
      const [{ rows, ...page }, [unhandled]] = await Promise.all([
        adminPage(db, {
          offset,
          from: toolSuggestion,
          where,
          rows: ({ limit, offset }) =>
            db
              .select({ suggestion: toolSuggestion, fromEmail })
              .from(toolSuggestion)
              .leftJoin(user, eq(user.id, toolSuggestion.userId))
              .where(where)
              .orderBy(desc(toolSuggestion.createdAt), desc(toolSuggestion.id))
              .limit(limit)
              .offset(offset),
        }),
        db.select({ n: count() }).from(toolSuggestion).where(isNull(toolSuggestion.handledAt)),
      ]);
      const body: AdminSuggestionList = {
        suggestions: rows.map((row) => view(row.suggestion, row.fromEmail)),
        unhandled: unhandled?.n ?? 0,
        ...page,
      };
      return c.json(body);
    })
    .patch(
      "/admin/suggestions/:id",
      validId(notFound),
      validate("json", adminSuggestionChangeSchema),
      async (c) => {
        const { id } = c.req.valid("param");
        const { handled } = c.req.valid("json");
        const actorId = adminId(c);
        const changed = await db.transaction(async (tx) => {
          const [current] = await tx
            .select()
            .from(toolSuggestion)
            .where(eq(toolSuggestion.id, id))
            .for("update");
          if (!current) throw notFound();
          if ((current.handledAt !== null) === handled) return current;
          const [row] = await tx
            .update(toolSuggestion)
            .set({ handledAt: handled ? sql`now()` : null })
            .where(eq(toolSuggestion.id, id))
            .returning();
          await recordAudit(tx, {
            actorId,
            action: handled ? "suggestion.handled" : "suggestion.unhandled",
            target: { type: "suggestion", id },
          });
          return row ?? current;
        });
        const [from] = changed.userId
          ? await db.select({ fromEmail }).from(user).where(eq(user.id, changed.userId))
          : [];
        return c.json({ suggestion: view(changed, from?.fromEmail ?? null) });
      },
    );
}
