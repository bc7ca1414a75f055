import { Hono } from "hono";
import { z } from "zod";
import { documentStore } from "@/server/documents/document-store";
import type { AppDeps, AppEnv } from "@/server/http/app-env";
import { AppError } from "@/server/http/errors";
import { requireAccount } from "@/server/http/session";
import { validate, validId } from "@/server/http/validate";
import type { ConversationListResponse, ConversationResponse } from "@/shared/chat";
import { toolIdSchema } from "@/shared/tools/registry";
import { conversationStore } from "./conversation-store";

const notFound = () =>
  new AppError("not_found", "This conversation does not exist or is not yours.");

/** Saved conversations of the signed-in account; another user's ids are simply not found. */
export function conversationRoutes({ db, storage, logger }: AppDeps) {
  return new Hono<AppEnv>()
    .get(
      "/conversations",
      validate("query", z.object({ toolId: toolIdSchema.optional() })),
      async (c) => {
        const { user } = requireAccount(c);
        const { toolId } = c.req.valid("query");
        const body: ConversationListResponse = {
          conversations: await conversationStore(db, user.id).list(toolId),
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
