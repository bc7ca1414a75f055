import type { Context } from "hono";
import { type AppEnv, requireSession } from "@/server/features/auth/session";
import { answerJob } from "@/server/features/jobs/answer-job";
import type { Jobs } from "@/server/features/jobs/jobs";
import { guestAddress } from "@/server/features/usage/payer";
import { videoGenerationResultSchema } from "@/shared/video";
import type { VideoJobInput } from "./job";

/**
 * Queues a video job for one of the video tools (its seconds charged to the video allowance)
 * and answers as their routes do: at once with the job and the spec's fields as they stand
 * (`Prefer: respond-async`), or, waiting, with the finished video's spec fields.
 */
export async function startVideoJob(
  c: Context<AppEnv>,
  jobs: Jobs,
  job: { toolId: string; input: VideoJobInput; title: string },
) {
  const { user } = requireSession(c);
  const { input } = job;
  const queued = await jobs.enqueue({
    userId: user.id,
    toolId: job.toolId,
    input,
    title: job.title,
    address: guestAddress(c),
    usage: [{ kind: "video", amount: input.durationSeconds }],
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
      model: input.model,
      duration: `${input.durationSeconds}s`,
      style: input.style,
      status: "queued",
    }),
  );
}
