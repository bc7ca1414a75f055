import { Hono } from "hono";
import { type AppEnv, requireSession } from "@/server/features/auth/session";
import { answerJob } from "@/server/features/jobs/answer-job";
import { guestAddress } from "@/server/features/usage/payer";
import { validate } from "@/server/platform/http/validate";
import {
  thumbnailCreator,
  thumbnailRequestSchema,
  thumbnailResultSchema,
} from "@/shared/tools/thumbnail-creator";
import { type ToolDeps, toolServer } from "../panel-tool";
import { thumbnailCreatorJob } from "./job";

function thumbnailRoutes({ jobs }: ToolDeps) {
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

export const thumbnailCreatorServer = toolServer(thumbnailCreator, thumbnailRoutes, {
  job: thumbnailCreatorJob,
});
