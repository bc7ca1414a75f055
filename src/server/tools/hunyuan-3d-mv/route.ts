import { Hono } from "hono";
import { type AppEnv, requireSession } from "@/server/features/auth/session";
import { ownMediaFile } from "@/server/features/files/own-media-file";
import { answerJob } from "@/server/features/jobs/answer-job";
import { modelProvider, modelReadiness } from "@/server/features/model-generation/modelling";
import { guestAddress } from "@/server/features/usage/payer";
import { AppError } from "@/server/platform/http/errors";
import { validate } from "@/server/platform/http/validate";
import { msg } from "@/server/platform/i18n/server-messages";
import {
  hunyuan3dMv,
  multiviewQualityNames,
  multiviewRequestSchema,
  multiviewResultSchema,
} from "@/shared/tools/hunyuan-3d-mv";
import { type ToolDeps, toolServer } from "../panel-tool";
import { falNotConfigured, hunyuan3dMvJob } from "./job";

function multiviewRoutes({ db, jobs, ai }: ToolDeps) {
  const provider = modelProvider(ai, falNotConfigured);
  return new Hono<AppEnv>()
    .get("/hunyuan-3d-mv/provider", async (c) => c.json(await provider.status()))
    .post("/hunyuan-3d-mv", validate("json", multiviewRequestSchema), async (c) => {
      const { user } = requireSession(c);
      await provider.require();
      const request = c.req.valid("json");
      for (const image of request.images) {
        if (!(await ownMediaFile(db, user.id, image.url, "image"))) {
          throw new AppError(
            "not_found",
            msg(
              {
                id: "errors.tools.viewNotFound",
                defaultMessage:
                  "The {view, select, front {front} back {back} left {left} right {right} top {top} bottom {bottom} other {{view}}} image does not exist, is not an image or is not yours.",
              },
              { view: image.view },
            ),
          );
        }
      }
      const queued = await jobs.enqueue({
        userId: user.id,
        toolId: hunyuan3dMv.id,
        input: {
          imageUrls: request.images.map((image) => image.url),
          views: request.images.map((image) => image.view),
          quality: request.quality,
          exportFormat: request.exportFormat,
        },
        title: `${request.images.length} views (${request.images.map((image) => image.view).join(", ")}), ${multiviewQualityNames[request.quality]}`,
        address: guestAddress(c),
        usage: [{ kind: "model3d", amount: 1 }],
      });
      return answerJob(c, jobs, queued, (view) => multiviewResultSchema.parse(view.result));
    });
}

export const hunyuan3dMvServer = toolServer(hunyuan3dMv, multiviewRoutes, {
  job: hunyuan3dMvJob,
  readiness: modelReadiness,
});
