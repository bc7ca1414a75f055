import { Hono } from "hono";
import { mediaFileStore } from "@/server/features/files/media-file-store";
import { answerJob } from "@/server/features/jobs/answer-job";
import { guestAddress } from "@/server/features/usage/payer";
import type { AppDeps, AppEnv } from "@/server/platform/http/app-env";
import { AppError } from "@/server/platform/http/errors";
import { requireSession } from "@/server/platform/http/session";
import { validate } from "@/server/platform/http/validate";
import {
  hunyuan3dMv,
  multiviewQualityNames,
  multiviewRequestSchema,
  multiviewResultSchema,
} from "@/shared/tools/hunyuan-3d-mv";
import { panelTool } from "../panel-tool";
import { buildModelJob, falNotConfigured } from "./build-model";

function multiviewRoutes({ db, jobs, ai }: AppDeps) {
  const configured = async () => (await ai.fal()) !== undefined;
  return new Hono<AppEnv>()
    .get("/hunyuan-3d-mv/provider", async (c) =>
      c.json(
        (await configured())
          ? { available: true as const, provider: "fal" }
          : { available: false as const, reason: falNotConfigured },
      ),
    )
    .post("/hunyuan-3d-mv", validate("json", multiviewRequestSchema), async (c) => {
      const { user } = requireSession(c);
      if (!(await configured())) throw new AppError("provider_not_configured", falNotConfigured);
      const request = c.req.valid("json");
      const files = mediaFileStore(db, user.id);
      for (const image of request.images) {
        const row = await files.get(image.url.slice("/api/files/".length));
        if (!row?.mediaType.startsWith("image/")) {
          throw new AppError(
            "not_found",
            `The ${image.view} image does not exist, is not an image or is not yours.`,
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

export const hunyuan3dMvServer = panelTool(hunyuan3dMv, multiviewRoutes, buildModelJob);
