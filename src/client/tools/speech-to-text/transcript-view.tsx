import { Copy, Download } from "lucide-react";
import { useId } from "react";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import {
  type TranscriptionResult,
  transcriptFormatFiles,
  transcriptionLanguages,
} from "@/shared/tools/speech-to-text";

function clock(seconds: number) {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, "0")}`;
}

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

async function copy(output: string) {
  try {
    await navigator.clipboard.writeText(output);
    toast({ title: "Copied", description: "Transcript copied to clipboard" });
  } catch {
    toast({ title: "Copy failed", description: "Select the text and copy it instead." });
  }
}

/** A transcript with its language, duration and confidence; Copy and Download. */
export function TranscriptView({ result, title }: { result: TranscriptionResult; title: string }) {
  const output = useId();
  const facts = [
    {
      term: "Language",
      value:
        transcriptionLanguages.find((l) => l.code === result.language)?.name ??
        result.language ??
        "Unknown",
    },
    { term: "Duration", value: clock(result.duration) },
    {
      term: "Confidence",
      value: result.confidence === null ? "Not given" : `${Math.round(result.confidence * 100)}%`,
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
        Transcript
      </label>
      <textarea
        id={output}
        readOnly
        value={result.output}
        rows={12}
        className="w-full rounded-lg border border-border bg-bg p-3 font-mono text-xs"
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => copy(result.output)}>
          <Copy className="h-4 w-4" aria-hidden /> Copy
        </Button>
        <Button variant="outline" size="sm" onClick={() => downloadOutput(result, title)}>
          <Download className="h-4 w-4" aria-hidden /> Download .
          {transcriptFormatFiles[result.format].extension}
        </Button>
      </div>
    </div>
  );
}
