import { Hono } from "hono";
import { type AppEnv, requireSession } from "@/server/features/auth/session";
import { type VideoJobInput, videoGenerationJob } from "@/server/features/video-generation/job";
import { startVideoJob } from "@/server/features/video-generation/start-video-job";
import { AppError } from "@/server/platform/http/errors";
import { validate } from "@/server/platform/http/validate";
import { msg } from "@/server/platform/i18n/server-messages";
import { settingsHint } from "@/shared/provider-settings";
import {
  type HunyuanVideoHostsResponse,
  hunyuanClipSeconds,
  hunyuanVideo,
  hunyuanVideoHosts,
  hunyuanVideoRequestSchema,
} from "@/shared/tools/hunyuan-video";
import { providersOf, readinessWhen } from "@/shared/tools/readiness";
import { type ToolDeps, toolServer } from "../panel-tool";

function hunyuanVideoRoutes({ jobs, ai }: ToolDeps) {
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
      requireSession(c);
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
            ? msg(
                {
                  id: "errors.tools.hunyuanHost",
                  defaultMessage: "Set {setting} to use HunyuanVideo on {host}.",
                },
                { setting: settingsHint([named.setting]), host: named.name },
              )
            : setup,
        );
      }
      const input: VideoJobInput = {
        model: host.model,
        prompt: request.prompt,
        type: "text-to-video",
        style: request.style,
        durationSeconds: hunyuanClipSeconds,
        aspectRatio: request.aspectRatio,
      };
      return startVideoJob(c, jobs, { toolId: hunyuanVideo.id, input, title: request.prompt });
    });
}

/** Off until a host of HunyuanVideo (fal or Replicate) is set up. */
const hostReadiness = async ({ ai }: ToolDeps) => {
  const offered = new Set((await ai.videoModels()).map((model) => model.id));
  return readinessWhen(
    hunyuanVideoHosts.some((host) => offered.has(host.model)),
    providersOf(hunyuanVideoHosts.map((host) => host.setting)),
  );
};

export const hunyuanVideoServer = toolServer(hunyuanVideo, hunyuanVideoRoutes, {
  job: videoGenerationJob,
  readiness: hostReadiness,
});
