import { Hono } from "hono";
import type { Logger } from "pino";
import { z } from "zod";
import { type AppEnv, requireAccount } from "@/server/features/auth/session";
import { documentStore } from "@/server/features/documents/document-store";
import type { Db } from "@/server/platform/db/client";
import { AppError } from "@/server/platform/http/errors";
import { validate, validId } from "@/server/platform/http/validate";
import { msg } from "@/server/platform/i18n/server-messages";
import type { FileStorage } from "@/server/platform/storage/file-storage";
import type {
  ConversationExportResponse,
  ConversationListResponse,
  ConversationResponse,
} from "@/shared/chat";
import { textField } from "@/shared/text";
import { toolIdSchema } from "@/shared/tools/registry";
import { conversationStore } from "./conversation-store";

const notFound = () =>
  new AppError(
    "not_found",
    msg({
      id: "errors.conversations.notFound",
      defaultMessage: "This conversation does not exist or is not yours.",
    }),
  );

/**
 * Saved conversations of the signed-in account (listed, searched, exported per tool, opened,
 * deleted); another user's ids are simply not found.
 */
export function conversationRoutes({
  db,
  storage,
  logger,
}: {
  db: Db;
  storage: FileStorage;
  logger: Logger;
}) {
  return new Hono<AppEnv>()
    .get(
      "/conversations",
      validate(
        "query",
        z.object({
          toolId: toolIdSchema.optional(),
          q: textField().trim().max(200, "Search for at most 200 characters.").optional(),
          cursor: z.string().max(400, "This page of the history does not exist.").optional(),
        }),
      ),
      async (c) => {
        const { user } = requireAccount(c);
        const { toolId, q, cursor } = c.req.valid("query");
        const store = conversationStore(db, user.id);
        const body: ConversationListResponse = q
          ? await store.search(q, { toolId, cursor })
          : await store.list(toolId, cursor);
        return c.json(body);
      },
    )
    .get(
      "/conversations/export",
      validate("query", z.object({ toolId: toolIdSchema })),
      async (c) => {
        const { user } = requireAccount(c);
        const body: ConversationExportResponse = {
          conversations: await conversationStore(db, user.id).exportAll(
            c.req.valid("query").toolId,
          ),
        };
        return c.json(body);
      },
    )
    .get("/conversations/:id", validId(notFound), async (c) => {
      const { user } = requireAccount(c);
      const found = await conversationStore(db, user.id).get(c.req.valid("param").id);
      if (!found) throw notFound();
      const body: ConversationResponse = found;
      return c.json(body);
    })
    .delete("/conversations/:id", validId(notFound), async (c) => {
      const { user } = requireAccount(c);
      if (!(await conversationStore(db, user.id).remove(c.req.valid("param").id))) throw notFound();
      // Its documents went with it, unless another conversation of the owner holds them too.
      const keys = await documentStore(db, user.id).removeUnlinked();
      await Promise.all(
        keys.map((key) =>
          storage.remove(key).catch((error: unknown) => {
            logger.error({ err: error, userId: user.id }, "removing a document's file failed");
          }),
        ),
      );
      return c.body(null, 204);
    });
}
