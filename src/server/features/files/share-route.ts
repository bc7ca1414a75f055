import { Hono } from "hono";
import { z } from "zod";
import { type AppEnv, requireSession } from "@/server/features/auth/session";
import type { Db } from "@/server/platform/db/client";
import type { Env } from "@/server/platform/env";
import { AppError } from "@/server/platform/http/errors";
import { validate, validId } from "@/server/platform/http/validate";
import { msg } from "@/server/platform/i18n/server-messages";
import type { FileStorage } from "@/server/platform/storage/file-storage";
import type { ShareLinkState } from "@/shared/share-links";
import { mediaFileStore } from "./media-file-store";
import { serveMediaFile } from "./serve-file";
import { sharedFile, shareLinkStore, shareLinkView, shareTokenPattern } from "./share-links";

const fileNotFound = () =>
  new AppError(
    "not_found",
    msg({
      id: "errors.files.notFound",
      defaultMessage: "This file does not exist or is not yours.",
    }),
  );
const linkNotFound = () =>
  new AppError(
    "not_found",
    msg({
      id: "errors.files.linkNotFound",
      defaultMessage: "This link does not exist or its owner has stopped sharing it.",
    }),
  );

/**
 * Share links: the owner of a file turns a public link on, reads it, and revokes it; anyone
 * with a live link gets the file (inline, with ranges, so a video plays and seeks).
 */
export function shareRoutes({ db, env, storage }: { db: Db; env: Env; storage: FileStorage }) {
  const ownedFile = async (userId: string, id: string) => {
    const row = await mediaFileStore(db, userId).get(id);
    if (!row) throw fileNotFound();
    return row;
  };
  return new Hono<AppEnv>()
    .get("/files/:id/share", validId(fileNotFound), async (c) => {
      const { user } = requireSession(c);
      const file = await ownedFile(user.id, c.req.valid("param").id);
      const row = await shareLinkStore(db, user.id).forFile(file.id);
      const body: ShareLinkState = { link: row ? shareLinkView(row, env.appUrl) : null };
      return c.json(body);
    })
    .post("/files/:id/share", validId(fileNotFound), async (c) => {
      const { user } = requireSession(c);
      const file = await ownedFile(user.id, c.req.valid("param").id);
      const row = await shareLinkStore(db, user.id).share(file.id);
      const body: ShareLinkState = { link: shareLinkView(row, env.appUrl) };
      return c.json(body, 201);
    })
    .delete("/files/:id/share", validId(fileNotFound), async (c) => {
      const { user } = requireSession(c);
      const file = await ownedFile(user.id, c.req.valid("param").id);
      await shareLinkStore(db, user.id).revoke(file.id);
      return c.body(null, 204);
    })
    .get(
      "/shared/:token",
      validate("query", z.object({ download: z.enum(["1", "true"]).optional() })),
      async (c) => {
        const token = c.req.param("token");
        if (!shareTokenPattern.test(token)) throw linkNotFound();
        const file = await sharedFile(db, token);
        if (!file) throw linkNotFound();
        return serveMediaFile(c, storage, file, {
          download: Boolean(c.req.valid("query").download),
          // A revoked link must stop working at once: nothing may keep a copy.
          cacheControl: "no-store",
          notFound: linkNotFound,
        });
      },
    );
}
