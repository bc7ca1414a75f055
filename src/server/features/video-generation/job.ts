import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { withTempDir } from "@/server/engines/media/ffmpeg";
import { VideoTooLarge, videoLimits } from "@/server/engines/media/video-limits";
import { probeMedia } from "@/server/engines/media/video-probe";
import type { Ai } from "@/server/engines/providers/ai";
import type { ProviderTicket } from "@/server/engines/providers/provider-jobs";
import { queueClient } from "@/server/engines/providers/video-models";
import { mediaFileStore } from "@/server/features/files/media-file-store";
import { defineJob } from "@/server/features/jobs/define-job";
import { JobFailure } from "@/server/features/jobs/job-failure";
import {
  fetchProviderOutput,
  followTicket,
  queueCallFailure,
} from "@/server/features/jobs/provider-ticket";
import type { Db } from "@/server/platform/db/client";
import type { Env } from "@/server/platform/env";
import { createGuardedFetch } from "@/server/platform/net/guarded-fetch";
import type { FileStorage } from "@/server/platform/storage/file-storage";
import { videoGenerationResultSchema, videoGenerationTypes, videoStyles } from "@/shared/video";
import { posterFrame } from "./poster-frame";
import { styledPrompt } from "./style-prompt";

/** What a video job is asked to do: the tools' requests, resolved to a model and a source file. */
export const videoJobInputSchema = z.object({
  model: z.string(),
  prompt: z.string(),
  type: z.enum(videoGenerationTypes),
  style: z.enum(videoStyles),
  durationSeconds: z.number(),
  aspectRatio: z.enum(["16:9", "9:16"]),
  /** The uploaded first frame or source clip, one of the owner's media files. */
  sourceFileId: z.string().optional(),
});
export type VideoJobInput = z.infer<typeof videoJobInputSchema>;

const checkpointSchema = z.object({
  ticket: z.object({
    provider: z.enum(["fal", "openai", "google", "replicate"]),
    endpoint: z.string(),
    id: z.string(),
  }),
});

/** How long each model usually takes, for the progress bar's first estimate. */
const typicalSeconds = (id: string) =>
  /^sora/.test(id)
    ? 120
    : /^veo/.test(id)
      ? 90
      : ({
          "fal-kling": 180,
          "fal-wan": 120,
          "fal-ltx": 40,
          "fal-hunyuan-video": 240,
          "replicate-hunyuan-video": 300,
        }[id] ?? 180);

/** The longest Bismo waits for a provider's render. */
const maxWaitMs = 30 * 60_000;

export type VideoJobDeps = {
  env: Env;
  db: Db;
  storage: FileStorage;
  ai: Pick<Ai, "videos" | "videoModel" | "noteRefusalOf">;
};

/**
 * The worker side of video generation (video-generator and hunyuan-video): submits to the
 * model's provider once (the request's ticket is the job's checkpoint, so a run resumed after
 * a restart follows the same render), polls with progress, cancels the render when the job is
 * cancelled, downloads the clip, checks and measures it, and stores it with a poster frame.
 */
export function videoGenerationJob({ env, db, storage, ai }: VideoJobDeps) {
  const guardedFetch = createGuardedFetch({
    maxBytes: env.DOWNLOAD_MAX_BYTES,
    timeoutMs: env.DOWNLOAD_TIMEOUT_MS,
    allowedHosts: env.DOWNLOAD_ALLOWED_HOSTS,
  });
  const contract = defineJob({ input: videoJobInputSchema, result: videoGenerationResultSchema });
  return contract(async (context) => {
    const {
      userId,
      input: request,
      checkpoint,
      saveCheckpoint,
      signal,
      progress,
      saveFile,
    } = context;
    const clients = await ai.videos();
    let ticket: ProviderTicket | undefined = checkpointSchema.safeParse(checkpoint).data?.ticket;
    // A render already asked for is followed whatever the directory says of its model now.
    const model = await ai.videoModel(request.model).catch((error: unknown) => {
      if (ticket) return { id: request.model, name: request.model, start: undefined };
      throw new JobFailure(error instanceof Error ? error.message : String(error));
    });
    const estimate = typicalSeconds(model.id);

    if (!ticket) {
      let media: { bytes: Uint8Array; mimeType: string } | undefined;
      if (request.sourceFileId) {
        await progress({ percent: 2, stage: "Reading your upload" });
        const row = await mediaFileStore(db, userId).get(request.sourceFileId);
        const bytes = row ? await storage.read(row.storageKey) : null;
        if (!row || !bytes) {
          throw new JobFailure("The uploaded file is gone (deleted or expired). Upload it again.", {
            userCaused: true,
          });
        }
        media = { bytes, mimeType: row.mediaType };
      }
      await progress({
        percent: 5,
        stage: `Sending the request to ${model.name}`,
        estimatedSeconds: estimate,
      });
      ticket = await model.start!(
        clients,
        {
          type: request.type,
          prompt: styledPrompt(request.prompt, request.style),
          durationSeconds: request.durationSeconds,
          aspectRatio: request.aspectRatio,
          media,
        },
        signal,
      ).catch(async (error: unknown) => {
        throw queueCallFailure(await ai.noteRefusalOf("video", model.id, error), signal);
      });
      await saveCheckpoint({ ticket });
    }

    const client = queueClient(clients, ticket.provider);
    if (!client)
      throw new JobFailure(`${model.name}'s provider is no longer set up on this server.`);
    const outputs = await followTicket({
      client,
      ticket,
      signal,
      pollMs: env.PROVIDER_POLL_MS,
      maxWaitMs,
      onPoll: (poll) =>
        progress(
          poll.state === "queued"
            ? {
                percent: 10,
                stage:
                  poll.queuePosition === undefined
                    ? `Waiting in ${model.name}'s queue`
                    : `Waiting in ${model.name}'s queue (position ${poll.queuePosition + 1})`,
              }
            : {
                percent: poll.progress === undefined ? null : 15 + Math.round(poll.progress * 70),
                stage: `${model.name} is rendering the video`,
              },
        ),
    });

    const videoOutput = outputs.find((output) => output.role === "video");
    if (!videoOutput) throw new JobFailure(`${model.name} finished without a video.`);
    await progress({ percent: 88, stage: "Downloading the video" });
    const bytes = await fetchProviderOutput(client, videoOutput, guardedFetch, signal);

    return withTempDir(async (dir) => {
      const file = path.join(dir, "video");
      await fs.promises.writeFile(file, bytes);
      // Checked against the video limits before ffmpeg decodes a frame of it (the poster).
      const probe = await probeMedia(file, signal, videoLimits).catch((error: unknown) => {
        if (signal.aborted) throw error;
        if (error instanceof VideoTooLarge) {
          throw new JobFailure(
            `${model.name} answered a video Bismo does not work with: ${error.message}.`,
          );
        }
        return undefined;
      });
      if (!probe?.video) throw new JobFailure(`${model.name} answered a file that is not a video.`);
      await progress({ percent: 94, stage: "Saving the video" });
      const video = await saveFile({ name: "generated-video.mp4", body: bytes, kinds: ["video"] });

      const thumbnailOutput = outputs.find((output) => output.role === "thumbnail");
      const poster = thumbnailOutput
        ? await fetchProviderOutput(client, thumbnailOutput, guardedFetch, signal)
        : await posterFrame(file, probe.durationSeconds, signal);
      const thumbnail = await saveFile({ name: "poster.jpg", body: poster, kinds: ["image"] });

      const seconds = Math.round(probe.durationSeconds);
      const notes =
        Math.abs(probe.durationSeconds - request.durationSeconds) >= 1
          ? [`${request.durationSeconds} s was asked for; ${model.name} made ${seconds} s.`]
          : [];
      return {
        videoUrl: `/api/files/${video.id}`,
        thumbnailUrl: `/api/files/${thumbnail.id}`,
        model: model.id,
        duration: `${seconds}s`,
        style: request.style,
        status: "completed",
        videoFileId: video.id,
        thumbnailFileId: thumbnail.id,
        width: probe.video.width,
        height: probe.video.height,
        notes,
      };
    });
  });
}
