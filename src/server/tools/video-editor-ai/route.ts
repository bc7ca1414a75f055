import { Hono } from "hono";
import { z } from "zod";
import { transcriptionKeySetting } from "@/server/engines/providers/transcription-models";
import { editActionAvailability } from "@/server/engines/video-editing/action-availability";
import { type AppEnv, requireSession } from "@/server/features/auth/session";
import { mediaFileStore, mediaFileView } from "@/server/features/files/media-file-store";
import { contentDisposition } from "@/server/features/files/serve-file";
import { receiveToolUpload } from "@/server/features/files/tool-upload";
import { answerJob } from "@/server/features/jobs/answer-job";
import { jobStore } from "@/server/features/jobs/job-store";
import { fileUploadRoute } from "@/server/features/uploads/upload-limits";
import { guestAddress } from "@/server/features/usage/payer";
import { AppError } from "@/server/platform/http/errors";
import { validate, validId } from "@/server/platform/http/validate";
import { msg } from "@/server/platform/i18n/server-messages";
import type { MediaFileView } from "@/shared/jobs";
import { providersOf, readinessWhen } from "@/shared/tools/readiness";
import {
  type VideoEditActionStatus,
  videoEditorAi,
  videoEditorMaxBytes,
  videoEditorWrongType,
  videoEditRequestSchema,
  videoEditResultSchema,
} from "@/shared/tools/video-editor-ai";
import { type ToolDeps, toolServer } from "../panel-tool";
import { checkUploadedVideo } from "./checked-upload";
import { videoEditorAiJob } from "./job";

const jobNotFound = () => new AppError("not_found", msg({ id: "errors.jobs.notFound" }));

function videoEditorRoutes({ env, db, storage, jobs, ai }: ToolDeps) {
  const editActions = async () =>
    editActionAvailability({
      transcription: (await ai.transcription()).length > 0,
      matting: (await ai.fal()) !== undefined,
    });
  return new Hono<AppEnv>()
    .get("/video-editor-ai/actions", async (c) => {
      const body: { actions: VideoEditActionStatus[] } = { actions: await editActions() };
      return c.json(body);
    })
    .post(
      "/video-editor-ai/uploads",
      fileUploadRoute(db, env),
      validate("query", z.object({ name: z.string().trim().min(1).max(255) })),
      async (c) => {
        const { user } = requireSession(c);
        const row = await receiveToolUpload(
          c,
          { db, storage, env },
          {
            userId: user.id,
            toolId: videoEditorAi.id,
            name: c.req.valid("query").name,
            kind: "video",
            maxBytes: videoEditorMaxBytes,
            wrongType: videoEditorWrongType,
          },
        );
        await checkUploadedVideo({ db, storage }, row);
        const body: MediaFileView = mediaFileView(row);
        return c.json(body, 201);
      },
    )
    .post("/video-editor-ai", validate("json", videoEditRequestSchema), async (c) => {
      const { user } = requireSession(c);
      const request = c.req.valid("json");
      const off = (await editActions()).filter(
        (entry) => !entry.available && request.actions.includes(entry.action),
      );
      if (off.length > 0) {
        throw new AppError("provider_not_configured", off.map((entry) => entry.reason).join(" "));
      }
      const row = await mediaFileStore(db, user.id).get(
        request.videoUrl.slice("/api/files/".length),
      );
      if (!row)
        throw new AppError(
          "not_found",
          msg({
            id: "errors.tools.videoNotFound",
            defaultMessage: "That video does not exist or is not yours.",
          }),
        );
      if (!row.mediaType.startsWith("video/")) {
        throw new AppError("unsupported_media_type", videoEditorWrongType);
      }
      const queued = await jobs.enqueue({
        userId: user.id,
        toolId: videoEditorAi.id,
        input: request,
        title: `${request.actions.join(", ")}: ${row.name}`,
        address: guestAddress(c),
      });
      return answerJob(c, jobs, queued, (view) => videoEditResultSchema.parse(view.result));
    })
    .get(
      "/video-editor-ai/jobs/:id/subtitles/:format{srt|vtt}",
      validId(jobNotFound),
      async (c) => {
        const { user } = requireSession(c);
        const view = await jobStore(db, user.id).view(c.req.valid("param").id);
        if (!view || view.toolId !== videoEditorAi.id) throw jobNotFound();
        const subtitles = videoEditResultSchema.safeParse(view.result).data?.subtitles;
        if (!subtitles)
          throw new AppError(
            "not_found",
            msg({ id: "errors.tools.noSubtitles", defaultMessage: "This edit has no subtitles." }),
          );
        const format = c.req.param("format") === "vtt" ? "vtt" : "srt";
        return c.body(format === "vtt" ? subtitles.vtt : subtitles.srt, 200, {
          "Content-Type":
            format === "vtt" ? "text/vtt; charset=utf-8" : "application/x-subrip; charset=utf-8",
          "Content-Disposition": contentDisposition("attachment", `subtitles.${format}`),
          "X-Content-Type-Options": "nosniff",
        });
      },
    );
}

/** Partial while an action needs a provider: subtitles a transcriber, background removal fal. */
const editorReadiness = async ({ ai }: ToolDeps) =>
  readinessWhen(
    (await ai.transcription()).length > 0 && (await ai.fal()) !== undefined,
    providersOf(["FAL_KEY", ...Object.values(transcriptionKeySetting)]),
    "partial",
  );

export const videoEditorAiServer = toolServer(videoEditorAi, videoEditorRoutes, {
  job: videoEditorAiJob,
  readiness: editorReadiness,
});
