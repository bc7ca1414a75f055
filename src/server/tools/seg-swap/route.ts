import { Hono } from "hono";
import { mediaFileStore } from "@/server/features/files/media-file-store";
import { answerJob } from "@/server/features/jobs/answer-job";
import { guestAddress } from "@/server/features/usage/payer";
import type { AppDeps, AppEnv } from "@/server/platform/http/app-env";
import { AppError } from "@/server/platform/http/errors";
import { requireSession } from "@/server/platform/http/session";
import { validate } from "@/server/platform/http/validate";
import { imageEditRequestSchema, imageEditResultSchema, segSwap } from "@/shared/tools/seg-swap";
import { panelTool } from "../panel-tool";
import { editImageJob, noImageEditor } from "./edit-image";

function segSwapRoutes({ db, jobs, ai }: AppDeps) {
  const imageProviders = ai.images;
  return new Hono<AppEnv>()
    .get("/seg-swap/editor", async (c) => {
      const editor = (await imageProviders()).editor();
      return c.json(
        editor
          ? { available: true as const, provider: editor.provider }
          : {
              available: false as const,
              reason: noImageEditor,
            },
      );
    })
    .post("/seg-swap", validate("json", imageEditRequestSchema), async (c) => {
      const { user } = requireSession(c);
      const request = c.req.valid("json");
      if (!(await imageProviders()).editor()) {
        throw new AppError("provider_not_configured", noImageEditor);
      }
      if (request.imageUrl?.startsWith("/api/files/")) {
        const row = await mediaFileStore(db, user.id).get(
          request.imageUrl.slice("/api/files/".length),
        );
        if (!row?.mediaType.startsWith("image/")) {
          throw new AppError("not_found", "That image does not exist or is not yours.");
        }
      }
      const queued = await jobs.enqueue({
        userId: user.id,
        toolId: segSwap.id,
        input: request,
        title: `${request.action}: ${request.description}`,
        address: guestAddress(c),
        usage: [{ kind: "image", amount: 1 }],
      });
      return answerJob(c, jobs, queued, (view) => imageEditResultSchema.parse(view.result));
    });
}

export const segSwapServer = panelTool(segSwap, segSwapRoutes, editImageJob);
