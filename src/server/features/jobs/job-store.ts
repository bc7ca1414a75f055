import { and, desc, eq, inArray } from "drizzle-orm";
import { type MediaFileRow, mediaFileView } from "@/server/features/files/media-file-store";
import type { Db } from "@/server/platform/db/client";
import { job, mediaFile } from "@/server/platform/db/schema/media";
import type { JobView } from "@/shared/jobs";

export type JobRow = typeof job.$inferSelect;

export function jobView(row: JobRow, files: readonly MediaFileRow[]): JobView {
  return {
    id: row.id,
    toolId: row.toolId,
    title: row.title,
    status: row.status,
    progress: row.progress,
    stage: row.stage,
    estimatedSeconds: row.estimatedSeconds,
    error: row.errorReason,
    result: row.status === "succeeded" ? (row.result ?? null) : null,
    files: row.status === "succeeded" ? files.map(mediaFileView) : [],
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Files of these jobs, oldest first (the order a job stored them in). */
async function filesOf(db: Db, userId: string, jobIds: readonly string[]) {
  if (jobIds.length === 0) return new Map<string, MediaFileRow[]>();
  const rows = await db
    .select()
    .from(mediaFile)
    .where(and(inArray(mediaFile.jobId, [...jobIds]), eq(mediaFile.userId, userId)))
    .orderBy(mediaFile.createdAt, mediaFile.id);
  const byJob = new Map<string, MediaFileRow[]>();
  for (const row of rows) {
    if (!row.jobId) continue;
    byJob.set(row.jobId, [...(byJob.get(row.jobId) ?? []), row]);
  }
  return byJob;
}

/** One owner's jobs; another owner's ids are simply not found. */
export function jobStore(db: Db, userId: string) {
  const owned = (id: string) => and(eq(job.id, id), eq(job.userId, userId));
  return {
    async get(id: string): Promise<JobRow | undefined> {
      const [row] = await db.select().from(job).where(owned(id));
      return row;
    },
    async view(id: string): Promise<JobView | undefined> {
      const row = await this.get(id);
      if (!row) return undefined;
      return jobView(row, (await filesOf(db, userId, [id])).get(id) ?? []);
    },
    /** Past results of one tool, newest first: what the left panel's history lists. */
    async list(toolId: string, limit = 50): Promise<JobView[]> {
      const rows = await db
        .select()
        .from(job)
        .where(and(eq(job.userId, userId), eq(job.toolId, toolId)))
        .orderBy(desc(job.createdAt))
        .limit(limit);
      const files = await filesOf(
        db,
        userId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => jobView(row, files.get(row.id) ?? []));
    },
    /** Deletes the job and its files' rows; answers their storage keys, or undefined if not found. */
    async remove(id: string): Promise<string[] | undefined> {
      return db.transaction(async (tx) => {
        const keys = await tx
          .select({ key: mediaFile.storageKey })
          .from(mediaFile)
          .where(and(eq(mediaFile.jobId, id), eq(mediaFile.userId, userId)));
        const [deleted] = await tx.delete(job).where(owned(id)).returning({ id: job.id });
        return deleted ? keys.map((row) => row.key) : undefined;
      });
    },
  };
}
