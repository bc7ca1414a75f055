import { ResultNotes } from "@/client/components/panel/job-results";
import type { VideoGenerationResult } from "@/shared/video";
import { ShareLink } from "./share-link";
import { VideoPlayer } from "./video-player";

/** What the video tools call a video job in their progress bar. */
export const videoJobLabel = (job: { title: string }) => `Video for "${job.title}"`;

/**
 * A generated video in the results column: the player with its poster, Download and Share,
 * and any notes on what the model made differently from what was asked.
 */
export function VideoResult({
  result,
  title,
  modelName,
}: {
  result: VideoGenerationResult;
  title: string;
  modelName: string;
}) {
  return (
    <>
      <VideoPlayer
        src={result.videoUrl}
        poster={result.thumbnailUrl}
        label={`${title} (${modelName}, ${result.style}, ${result.duration})`}
      >
        <ShareLink fileId={result.videoFileId} />
      </VideoPlayer>
      <ResultNotes notes={result.notes} />
    </>
  );
}
