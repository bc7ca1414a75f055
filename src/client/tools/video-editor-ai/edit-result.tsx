import { Captions } from "lucide-react";
import { VideoPlayer } from "@/client/components/jobs/video-player";
import { ResultNotes } from "@/client/components/panel/job-results";
import { buttonClass } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";
import type { VideoEditResult } from "@/shared/tools/video-editor-ai";

/** The clip before and after the edit, the subtitles' files when made, and the editor's notes. */
export function EditResult({ edit }: { edit: VideoEditResult }) {
  const { t } = useT();
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <VideoPlayer
          src={edit.originalUrl}
          label={t({ id: "videoEditor.before", defaultMessage: "Before" })}
        />
        <VideoPlayer
          src={edit.editedUrl}
          label={t({ id: "videoEditor.after", defaultMessage: "After" })}
          downloadLabel={t({ id: "videoEditor.download", defaultMessage: "Download Edited Video" })}
        />
      </div>
      {edit.subtitles ? (
        <div className="flex flex-wrap gap-2">
          {[
            { url: edit.subtitles.srtUrl, format: ".srt" },
            { url: edit.subtitles.vttUrl, format: ".vtt" },
          ].map((file) => (
            <a key={file.url} href={file.url} download className={buttonClass("outline", "sm")}>
              <Captions className="h-4 w-4" aria-hidden />{" "}
              {t(
                { id: "videoEditor.subtitles", defaultMessage: "Subtitles ({format})" },
                { format: file.format },
              )}
            </a>
          ))}
        </div>
      ) : null}
      <ResultNotes notes={edit.notes} />
    </>
  );
}
