import { FileDown } from "lucide-react";
import { useState } from "react";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { saveFile } from "@/client/lib/save-file";
import { googleDocsAiMessages } from "@/shared/i18n/compiled/googleDocsAi";
import type { Translate } from "@/shared/i18n/translator";
import { documentTasksWithFiles } from "@/shared/tools/google-docs-ai";
import type { AnswerActionsProps } from "../tool-view";

/** The tool's own words (loaded with the options bar too). */
export const messageAreas = [googleDocsAiMessages];

const buttonClass =
  "flex items-center gap-1 rounded px-1.5 py-1 hover:bg-muted hover:text-fg disabled:opacity-50";

/** The answer's first heading, or what the task made, as a file name without its extension. */
function baseName(t: Translate, answer: string, task: string): string {
  const heading = /^#{1,6}\s+(.+)$/m.exec(answer)?.[1] ?? "";
  const name = heading
    .replace(/[*_`[\]]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "");
  const made =
    task === "Translate"
      ? t({ id: "googleDocsAi.file.translation", defaultMessage: "Translation" })
      : t({ id: "googleDocsAi.file.formatted", defaultMessage: "Formatted document" });
  return name.slice(0, 80) || made.replace(/\s+/g, "_");
}

/**
 * For Format Content and Translate: the answer as a file to keep. A Word document when the
 * question attached one, or asked about a document with nothing attached; Markdown always.
 */
export function AnswerDownloads({
  options,
  answer,
  attachedNames,
}: AnswerActionsProps<"google-docs-ai">) {
  const { t } = useT();
  const [making, setMaking] = useState(false);
  if (!(documentTasksWithFiles as readonly string[]).includes(options.task)) return null;
  const word =
    attachedNames.some((name) => name.toLowerCase().endsWith(".docx")) ||
    (attachedNames.length === 0 && options.documentType === "document");
  const name = baseName(t, answer, options.task);

  const downloadDocx = async () => {
    setMaking(true);
    try {
      const { markdownToDocx } = await import("./markdown-docx");
      saveFile(`${name}.docx`, await markdownToDocx(answer, name.replace(/_/g, " ")));
    } catch (error) {
      toast({
        title: t({ id: "googleDocsAi.downloadFailed", defaultMessage: "Download failed" }),
        description: t(
          {
            id: "googleDocsAi.docxFailed",
            defaultMessage: "The Word document could not be made: {reason}",
          },
          { reason: (error as Error).message },
        ),
        variant: "destructive",
      });
    } finally {
      setMaking(false);
    }
  };

  return (
    <>
      {word && (
        <button
          type="button"
          className={buttonClass}
          onClick={() => void downloadDocx()}
          disabled={making}
        >
          <FileDown className="h-3.5 w-3.5" aria-hidden />{" "}
          {making
            ? t({ id: "googleDocsAi.preparing", defaultMessage: "Preparing..." })
            : t({ id: "googleDocsAi.downloadDocx", defaultMessage: "Download .docx" })}
        </button>
      )}
      <button
        type="button"
        className={buttonClass}
        onClick={() => saveFile(`${name}.md`, new Blob([answer], { type: "text/markdown" }))}
      >
        <FileDown className="h-3.5 w-3.5" aria-hidden />{" "}
        {t({ id: "googleDocsAi.downloadMd", defaultMessage: "Download .md" })}
      </button>
    </>
  );
}
