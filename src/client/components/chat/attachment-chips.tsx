import { Loader2, X } from "lucide-react";
import { useT } from "@/client/i18n/use-t";
import { formatMegabytes } from "./file-size";
import type { Attachment } from "./use-attachments";

type Props = { attachments: readonly Attachment[]; onRemove: (key: string) => void };

/** The files picked so far: name, size, upload state or failure, and a remove button each. */
export function AttachmentChips({ attachments, onRemove }: Props) {
  const { t, locale } = useT();
  if (attachments.length === 0) return null;
  return (
    <ul
      className="flex flex-wrap gap-2"
      aria-label={t({ id: "workbench.attach.list", defaultMessage: "Attachments" })}
    >
      {attachments.map((item) => (
        <li
          key={item.key}
          className={`flex max-w-full items-center gap-2 rounded-lg border px-2.5 py-1 text-xs ${
            item.state === "failed" ? "border-destructive text-destructive" : "border-border"
          }`}
        >
          {item.state === "uploading" && (
            <Loader2
              className="h-3.5 w-3.5 animate-spin"
              aria-label={t({ id: "workbench.attach.uploading", defaultMessage: "Uploading" })}
            />
          )}
          <span className="truncate font-medium">{item.name}</span>
          <span className="text-muted-fg">{formatMegabytes(item.size, locale)}</span>
          {item.error && <span>{item.error}</span>}
          <button
            type="button"
            onClick={() => onRemove(item.key)}
            aria-label={t(
              { id: "workbench.attach.remove", defaultMessage: "Remove {name}" },
              { name: item.name },
            )}
            className="rounded p-0.5 hover:bg-muted"
          >
            <X className="h-3.5 w-3.5" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
