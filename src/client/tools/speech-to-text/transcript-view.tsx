import { Copy, Download } from "lucide-react";
import { useId } from "react";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { formatDuration, formatNumber, languageName } from "@/shared/i18n/format";
import type { Translate } from "@/shared/i18n/translator";
import { type TranscriptionResult, transcriptFormatFiles } from "@/shared/tools/speech-to-text";

/** The transcript as a file of the chosen format, with its own extension and type. */
function downloadOutput(result: TranscriptionResult, title: string) {
  const { extension, mimeType } = transcriptFormatFiles[result.format];
  const url = URL.createObjectURL(new Blob([result.output], { type: mimeType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${title.replace(/\.[^.]*$/, "") || "transcript"}.${extension}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

async function copy(output: string, t: Translate) {
  try {
    await navigator.clipboard.writeText(output);
    toast({
      title: t({ id: "speechToText.copied", defaultMessage: "Copied" }),
      description: t({
        id: "speechToText.copiedText",
        defaultMessage: "Transcript copied to clipboard",
      }),
    });
  } catch {
    toast({
      title: t({ id: "speechToText.copyFailed", defaultMessage: "Copy failed" }),
      description: t({
        id: "speechToText.copyFailedText",
        defaultMessage: "Select the text and copy it instead.",
      }),
    });
  }
}

/** A transcript with its language, duration and confidence; Copy and Download. */
export function TranscriptView({ result, title }: { result: TranscriptionResult; title: string }) {
  const { t, locale } = useT();
  const output = useId();
  const facts = [
    {
      term: t({ id: "speechToText.fact.language", defaultMessage: "Language" }),
      value:
        (result.language && (languageName(locale, result.language) ?? result.language)) ||
        t({ id: "speechToText.fact.unknown", defaultMessage: "Unknown" }),
    },
    {
      term: t({ id: "speechToText.fact.duration", defaultMessage: "Duration" }),
      value: formatDuration(locale, result.duration),
    },
    {
      term: t({ id: "speechToText.fact.confidence", defaultMessage: "Confidence" }),
      value:
        result.confidence === null
          ? t({ id: "speechToText.fact.notGiven", defaultMessage: "Not given" })
          : formatNumber(locale, result.confidence, { style: "percent" }),
    },
  ];
  return (
    <div className="space-y-3 rounded-xl border border-border bg-card p-4">
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt className="text-xs text-muted-fg">{fact.term}</dt>
            <dd className="font-medium">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <label htmlFor={output} className="sr-only">
        {t({ id: "speechToText.transcript", defaultMessage: "Transcript" })}
      </label>
      <textarea
        id={output}
        readOnly
        value={result.output}
        rows={12}
        className="w-full rounded-lg border border-border bg-bg p-3 font-mono text-xs"
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => copy(result.output, t)}>
          <Copy className="h-4 w-4" aria-hidden />{" "}
          {t({ id: "speechToText.copy", defaultMessage: "Copy" })}
        </Button>
        <Button variant="outline" size="sm" onClick={() => downloadOutput(result, title)}>
          <Download className="h-4 w-4" aria-hidden />{" "}
          {t(
            { id: "speechToText.download", defaultMessage: "Download .{extension}" },
            { extension: transcriptFormatFiles[result.format].extension },
          )}
        </Button>
      </div>
    </div>
  );
}
