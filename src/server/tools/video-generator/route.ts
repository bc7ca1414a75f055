import { Hono } from "hono";
import { z } from "zod";
import { videoRequestProblem } from "@/server/engines/providers/video-models";
import { type AppEnv, requireSession } from "@/server/features/auth/session";
import { mediaFileStore, mediaFileView } from "@/server/features/files/media-file-store";
import { receiveToolUpload } from "@/server/features/files/tool-upload";
import { fileUploadRoute } from "@/server/features/uploads/upload-limits";
import { type VideoJobInput, videoGenerationJob } from "@/server/features/video-generation/job";
import { startVideoJob } from "@/server/features/video-generation/start-video-job";
import { AppError } from "@/server/platform/http/errors";
import { validate } from "@/server/platform/http/validate";
import { msg } from "@/server/platform/i18n/server-messages";
import type { MediaFileView } from "@/shared/jobs";
import { providersOf, readinessWhen } from "@/shared/tools/readiness";
import {
  invalidUploadMessages,
  type VideoModelsResponse,
  videoGenerationRequestSchema,
  videoGenerator,
  videoUploadLimits,
} from "@/shared/tools/video-generator";
import { type ToolDeps, toolServer } from "../panel-tool";

const uploadQuerySchema = z.object({
  type: z.enum(["image-to-video", "video-to-video"], "type: image-to-video or video-to-video"),
  name: z.string().trim().min(1, "name: give the file's name").max(255),
});

/** The keys of the providers that render video. */
const videoSettings = [
  "GOOGLE_GENERATIVE_AI_API_KEY",
  "FAL_KEY",
  "REPLICATE_API_TOKEN",
  "OPENAI_API_KEY",
];
/** Which settings switch on a video provider, for a server with none. */
const setupHint = `No video provider is set up on this server. An administrator can set ${videoSettings.slice(0, -1).join(", ")} or ${videoSettings.at(-1)} to switch one on.`;

function videoGenerationRoutes({ env, db, storage, jobs, ai }: ToolDeps) {
  return new Hono<AppEnv>()
    .get("/video-models", async (c) => {
      // The offered models, the default first; each with the lengths and shapes it renders.
      const [entries, chosen] = await Promise.all([ai.videoModels(), ai.defaultModel("video")]);
      const models = [
        ...entries.filter((entry) => entry.id === chosen?.id),
        ...entries.filter((entry) => entry.id !== chosen?.id),
      ].map(({ id, name, provider, supports, durations, aspectRatios, imageSetsShape }) => ({
        id,
        name,
        provider,
        supports,
        durations,
        aspectRatios,
        imageSetsShape,
      }));
      const body: VideoModelsResponse = { models, setup: models.length ? null : setupHint };
      return c.json(body);
    })
    .post(
      "/video-generation/uploads",
      fileUploadRoute(db, env),
      validate("query", uploadQuerySchema),
      async (c) => {
        const { user } = requireSession(c);
        const { type, name } = c.req.valid("query");
        const limit = videoUploadLimits[type];
        const row = await receiveToolUpload(
          c,
          { db, storage, env },
          {
            userId: user.id,
            toolId: videoGenerator.id,
            name,
            kind: limit.kind,
            maxBytes: limit.maxBytes,
            wrongType: invalidUploadMessages[type],
          },
        );
        const body: MediaFileView = mediaFileView(row);
        return c.json(body, 201);
      },
    )
    .post("/video-generation", validate("json", videoGenerationRequestSchema), async (c) => {
      const { user } = requireSession(c);
      const request = c.req.valid("json");
      const named = request.model ?? (await ai.defaultModel("video"))?.id;
      if (!named) throw new AppError("provider_not_configured", setupHint);
      const model = await ai.videoModel(named);
      // Left out, the length is the model's longest up to 10 s and the shape its first.
      const durationSeconds = request.duration
        ? Number.parseInt(request.duration, 10)
        : Math.max(...model.durations.filter((seconds) => seconds <= 10), model.durations[0]!);
      const aspectRatio = request.aspectRatio ?? model.aspectRatios[0]!;
      const problem = videoRequestProblem(model, {
        type: request.type,
        durationSeconds,
        aspectRatio,
      });
      if (problem) throw new AppError("validation_failed", problem);
      const sourceUrl = request.type === "image-to-video" ? request.imageUrl : request.videoUrl;
      let sourceFileId: string | undefined;
      if (request.type !== "text-to-video" && sourceUrl) {
        const row = await mediaFileStore(db, user.id).get(sourceUrl.slice("/api/files/".length));
        const kind = videoUploadLimits[request.type].kind;
        if (!row)
          throw new AppError(
            "not_found",
            msg({
              id: "errors.tools.uploadNotFound",
              defaultMessage: "That upload does not exist or is not yours.",
            }),
          );
        if (!row.mediaType.startsWith(`${kind}/`)) {
          throw new AppError("unsupported_media_type", invalidUploadMessages[request.type]);
        }
        sourceFileId = row.id;
      }
      const input: VideoJobInput = {
        model: model.id,
        prompt: request.prompt,
        type: request.type,
        style: request.style,
        durationSeconds,
        aspectRatio,
        sourceFileId,
      };
      return startVideoJob(c, jobs, { toolId: videoGenerator.id, input, title: request.prompt });
    });
}

/** Off until a video provider is set up. */
const videoReadiness = async ({ ai }: ToolDeps) =>
  readinessWhen((await ai.videoModels()).length > 0, providersOf(videoSettings));

export const videoGeneratorServer = toolServer(videoGenerator, videoGenerationRoutes, {
  job: videoGenerationJob,
  readiness: videoReadiness,
});
