import { Upload } from "lucide-react";
import { type ChangeEvent, type ReactNode, useId } from "react";
import { buttonClass } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";

/** A file the person has uploaded for the tool to work on. */
export type ChosenMedia = { url: string; name: string; kind: "image" | "video" };

/**
 * An upload for a tool to work on: its label, the chosen file shown (a picture or a playable
 * clip), a button that opens the file picker (the file is stored at once; see useMediaUpload),
 * and what it takes. `children` go after the button (e.g. a choice of earlier results).
 */
export function MediaUploadField({
  label,
  previewLabel = label,
  noun,
  accept,
  hint,
  chosen,
  uploading,
  onChange,
  multiple,
  children,
}: {
  label: string;
  /** What the shown file is called, before its name (the label unless given). */
  previewLabel?: string;
  /** What the button says it uploads. */
  noun: "image" | "video" | "file";
  accept: string;
  hint?: string;
  chosen: ChosenMedia | null;
  uploading: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  multiple?: boolean;
  children?: ReactNode;
}) {
  const ids = { file: useId(), hint: useId() };
  const { t } = useT();
  const preview = chosen ? `${previewLabel}: ${chosen.name}` : "";
  return (
    <div className="space-y-2">
      <span className="text-sm font-medium">{label}</span>
      {chosen?.kind === "image" ? (
        <img
          src={chosen.url}
          alt={preview}
          className="max-h-48 w-full rounded-lg border border-border object-contain"
        />
      ) : null}
      {chosen?.kind === "video" ? (
        // biome-ignore lint/a11y/useMediaCaption: the user's own upload, previewed
        <video
          src={chosen.url}
          controls
          preload="metadata"
          aria-label={preview}
          className="max-h-48 w-full rounded-lg border border-border bg-black"
        />
      ) : null}
      <label htmlFor={ids.file} className={`${buttonClass("outline", "sm")} w-full cursor-pointer`}>
        <Upload className="h-4 w-4" aria-hidden />
        {uploading
          ? t({ id: "app.panel.uploading", defaultMessage: "Uploading..." })
          : chosen
            ? t(
                {
                  id: "app.panel.uploadAnother",
                  defaultMessage:
                    "{noun, select, image {Choose another image} video {Choose another video} other {Choose another file}}",
                },
                { noun },
              )
            : t(
                {
                  id: "app.panel.upload",
                  defaultMessage:
                    "{noun, select, image {Upload an image} video {Upload a video} other {Upload a file}}",
                },
                { noun },
              )}
      </label>
      <input
        id={ids.file}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-describedby={hint ? ids.hint : undefined}
        className="sr-only"
        onChange={onChange}
      />
      {hint ? (
        <p id={ids.hint} className="text-xs text-muted-fg">
          {hint}
        </p>
      ) : null}
      {children}
    </div>
  );
}
