import { z } from "zod";

export const jobStatuses = ["queued", "running", "succeeded", "failed", "cancelled"] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** A job that will not change any more. */
export function isFinished(status: JobStatus): boolean {
  return status === "succeeded" || status === "failed" || status === "cancelled";
}

/** A stored file as the API shows it; `url` serves it to its owner only. */
export const mediaFileViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  mediaType: z.string(),
  size: z.number(),
  url: z.string(),
  createdAt: z.string(),
});
export type MediaFileView = z.infer<typeof mediaFileViewSchema>;

/**
 * A job as its owner sees it: `GET /api/jobs/:id` and each event of `GET /api/jobs/:id/events`.
 * `progress` is a percentage and `stage` a short phrase; either may be absent. `result` is the
 * tool's output contract once it has succeeded; `error` says why it failed.
 */
export const jobViewSchema = z.object({
  id: z.string(),
  toolId: z.string(),
  title: z.string(),
  status: z.enum(jobStatuses),
  progress: z.number().nullable(),
  stage: z.string().nullable(),
  estimatedSeconds: z.number().nullable(),
  error: z.string().nullable(),
  result: z.unknown().nullable(),
  files: z.array(mediaFileViewSchema),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type JobView = z.infer<typeof jobViewSchema>;

/** What a tool's route answers when it has queued the work. */
export type JobAccepted = { jobId: string; job: JobView };

/** `GET /api/jobs?toolId=`: the owner's past results of one tool, newest first. */
export type JobListResponse = { jobs: JobView[] };
