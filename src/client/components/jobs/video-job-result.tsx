import type { JobView } from "@/shared/jobs";
import type { VideoGenerationResult } from "@/shared/video";
import { JobProgress } from "./job-progress";
import { ShareLink } from "./share-link";
import { VideoPlayer } from "./video-player";

/**
 * A video generation job in the results column: its progress (with Cancel, or the reason it
 * failed), then the player with its poster, Download and Share, and any notes on what the
 * model made differently from what was asked.
 */
export function VideoJobResult({ job, modelName }: { job: JobView; modelName: string }) {
  const result = job.status === "succeeded" ? (job.result as VideoGenerationResult) : null;
  return (
    <>
      <JobProgress job={job} label={`Video for "${job.title}"`} />
      {result ? (
        <>
          <VideoPlayer
            src={result.videoUrl}
            poster={result.thumbnailUrl}
            label={`${job.title} (${modelName}, ${result.style}, ${result.duration})`}
          >
            <ShareLink fileId={result.videoFileId} />
          </VideoPlayer>
          {result.notes.length > 0 ? (
            <ul className="rounded-lg border border-border bg-muted p-3 text-xs text-muted-fg">
              {result.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </>
  );
}
