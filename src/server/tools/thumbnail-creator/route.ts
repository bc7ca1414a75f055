import { Hono } from "hono";
import type { AppDeps, AppEnv } from "@/server/http/app-env";
import { requireSession } from "@/server/http/session";
import { validate } from "@/server/http/validate";
import { answerJob } from "@/server/jobs/answer-job";
import { guestAddress } from "@/server/usage/payer";
import {
  thumbnailCreator,
  thumbnailRequestSchema,
  thumbnailResultSchema,
} from "@/shared/tools/thumbnail-creator";
import { panelTool } from "../panel-tool";
import { makeThumbnailJob } from "./make-thumbnail";

function thumbnailRoutes({ jobs }: AppDeps) {
  return new Hono<AppEnv>().post(
    "/thumbnail-creator",
    validate("json", thumbnailRequestSchema),
    async (c) => {
      const { user } = requireSession(c);
      const request = c.req.valid("json");
      const queued = await jobs.enqueue({
        userId: user.id,
        toolId: thumbnailCreator.id,
        input: request,
        title: request.textOverlay || request.description,
        address: guestAddress(c),
      });
      return answerJob(c, jobs, queued, (view) => ({
        thumbnailUrl: thumbnailResultSchema.parse(view.result).thumbnailUrl,
      }));
    },
  );
}

export const thumbnailCreatorServer = panelTool(
  thumbnailCreator,
  thumbnailRoutes,
  makeThumbnailJob,
);
