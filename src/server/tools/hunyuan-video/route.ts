import { Hono } from "hono";
import { answerJob } from "@/server/features/jobs/answer-job";
import { guestAddress } from "@/server/features/usage/payer";
import {
  generateVideoJob,
  type VideoJobInput,
} from "@/server/features/video-generation/generate-video";
import type { AppDeps, AppEnv } from "@/server/platform/http/app-env";
import { AppError } from "@/server/platform/http/errors";
import { requireSession } from "@/server/platform/http/session";
import { validate } from "@/server/platform/http/validate";
import { settingsHint } from "@/shared/provider-settings";
import {
  type HunyuanVideoHostsResponse,
  hunyuanVideo,
  hunyuanVideoHosts,
  hunyuanVideoRequestSchema,
} from "@/shared/tools/hunyuan-video";
import { videoGenerationResultSchema } from "@/shared/video";
import { panelTool } from "../panel-tool";

/** HunyuanVideo renders about 5 s (129 frames at 24 fps) on every host. */
const clipSeconds = 5;

function hunyuanVideoRoutes({ jobs, ai }: AppDeps) {
  const configured = async () => {
    const offered = new Set((await ai.videoModels()).map((model) => model.id));
    return hunyuanVideoHosts.filter((host) => offered.has(host.model));
  };
  const setup = `Set ${settingsHint(hunyuanVideoHosts.map((host) => host.setting))} to use HunyuanVideo.`;
  return new Hono<AppEnv>()
    .get("/hunyuan-video/hosts", async (c) => {
      const hosts = (await configured()).map(({ id, name }) => ({ id, name }));
      const body: HunyuanVideoHostsResponse = { hosts, setup: hosts.length ? null : setup };
      return c.json(body);
    })
    .post("/hunyuan-video", validate("json", hunyuanVideoRequestSchema), async (c) => {
      const { user } = requireSession(c);
      const request = c.req.valid("json");
      const available = await configured();
      const host = request.host
        ? available.find((entry) => entry.id === request.host)
        : available[0];
      if (!host) {
        const named = hunyuanVideoHosts.find((entry) => entry.id === request.host);
        throw new AppError(
          "provider_not_configured",
          named
            ? `Set ${settingsHint([named.setting])} to use HunyuanVideo on ${named.name}.`
            : setup,
        );
      }
      const input: VideoJobInput = {
        model: host.model,
        prompt: request.prompt,
        type: "text-to-video",
        style: request.style,
        durationSeconds: clipSeconds,
        aspectRatio: request.aspectRatio,
      };
      const queued = await jobs.enqueue({
        userId: user.id,
        toolId: hunyuanVideo.id,
        input,
        title: request.prompt,
        address: guestAddress(c),
        usage: [{ kind: "video", amount: clipSeconds }],
      });
      return answerJob(
        c,
        jobs,
        queued,
        (view) => {
          const { videoUrl, thumbnailUrl, model, duration, style, status } =
            videoGenerationResultSchema.parse(view.result);
          return { videoUrl, thumbnailUrl, model, duration, style, status };
        },
        () => ({
          videoUrl: null,
          thumbnailUrl: null,
          model: host.model,
          duration: `${clipSeconds}s`,
          style: request.style,
          status: "queued",
        }),
      );
    });
}

export const hunyuanVideoServer = panelTool(hunyuanVideo, hunyuanVideoRoutes, generateVideoJob);
