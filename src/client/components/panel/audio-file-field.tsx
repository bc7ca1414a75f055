import { FileAudio, Upload } from "lucide-react";
import { type ChangeEvent, useId } from "react";
import { Recorder } from "@/client/components/audio/recorder";
import { buttonClass } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";

const megabytes = (bytes: number) => bytes / (1024 * 1024);

/**
 * A recording for a tool to work on, from a file or the microphone, kept in the browser until
 * the form is sent: its label, Upload and Record, what it takes, and the chosen file. One over
 * `maxBytes` is refused here with a toast naming its size.
 */
export function AudioFileField({
  label,
  uploadText,
  noun,
  accept,
  hint,
  maxBytes,
  file,
  onChoose,
  disabled,
}: {
  label: string;
  uploadText: string;
  /** What the too-large toast calls the file. */
  noun: "file" | "sample";
  accept: string;
  hint: string;
  maxBytes: number;
  file: File | null;
  onChoose: (file: File) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const { t } = useT();
  const choose = (chosen: File) => {
    if (chosen.size > maxBytes) {
      toast({
        title: t({ id: "app.panel.tooLarge", defaultMessage: "File too large" }),
        description: t(
          {
            id: "app.panel.tooLargeText",
            defaultMessage:
              "{noun, select, sample {The sample} other {The file}} is {size, number, ::.00} MB; the limit is {limit, number} MB.",
          },
          { noun, size: megabytes(chosen.size), limit: Math.round(megabytes(maxBytes)) },
        ),
        variant: "destructive",
      });
      return;
    }
    onChoose(chosen);
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (chosen) choose(chosen);
    event.target.value = "";
  };
  return (
    <div className="space-y-2 rounded-xl border border-dashed border-border p-4">
      <p className="text-sm font-medium">{label}</p>
      <div className="flex flex-wrap gap-2">
        <label htmlFor={id} className={`${buttonClass("outline")} cursor-pointer`}>
          <Upload className="h-4 w-4" aria-hidden /> {uploadText}
        </label>
        <input id={id} type="file" accept={accept} onChange={pick} className="sr-only" />
        <Recorder onRecorded={choose} disabled={disabled} />
      </div>
      <p className="text-xs text-muted-fg">{hint}</p>
      {file ? (
        <p className="flex items-center gap-2 text-sm">
          <FileAudio className="h-4 w-4 shrink-0" aria-hidden />
          <span className="min-w-0 truncate">{file.name}</span>
          <span className="shrink-0 text-muted-fg">
            {t(
              { id: "app.panel.fileSize", defaultMessage: "({size, number, ::.00} MB)" },
              { size: megabytes(file.size) },
            )}
          </span>
        </p>
      ) : null}
    </div>
  );
}
