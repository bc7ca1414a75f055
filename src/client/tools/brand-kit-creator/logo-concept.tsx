import { Copy, Download, PenTool } from "lucide-react";
import { useState } from "react";
import { useJob } from "@/client/api/jobs";
import { copyText } from "@/client/components/chat/copy-text";
import { JobProgress } from "@/client/components/jobs/job-progress";
import { Button, buttonClass } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import {
  type BrandKit,
  brandKitCreator,
  type LogoAvailability,
} from "@/shared/tools/brand-kit-creator";
import { drawLogo } from "./api";

type Props = {
  concept: BrandKit["logoConcepts"][number];
  /** The job drawing it, if one was started. */
  jobId: string | null;
  availability: LogoAvailability | undefined;
  onStarted: (jobId: string) => void;
};

/** One logo idea: its description and prompt, and the drawn logo when an image provider is set up. */
export function LogoConcept({ concept, jobId, availability, onStarted }: Props) {
  const { t } = useT();
  const job = useJob(jobId, brandKitCreator.id).data;
  const [starting, setStarting] = useState(false);
  const drawing = starting || job?.status === "queued" || job?.status === "running";
  const logo = job?.status === "succeeded" ? job.files[0] : undefined;

  const draw = async () => {
    setStarting(true);
    try {
      const accepted = await drawLogo({ title: concept.title, prompt: concept.prompt });
      onStarted(accepted.jobId);
    } catch (error) {
      toast({
        title: t({ id: "brandKitCreator.logo.notDrawn", defaultMessage: "Logo not drawn" }),
        description: (error as Error).message,
        variant: "destructive",
      });
    } finally {
      setStarting(false);
    }
  };

  return (
    <li className="space-y-3 rounded-xl border border-border bg-card p-4">
      <div className="flex flex-col gap-4 sm:flex-row">
        {logo && (
          <img
            src={logo.url}
            alt={t(
              { id: "brandKitCreator.logo.alt", defaultMessage: "Logo concept: {title}" },
              { title: concept.title },
            )}
            className="h-40 w-40 shrink-0 rounded-lg border border-border bg-white object-contain"
          />
        )}
        <div className="min-w-0 space-y-2">
          <h3 className="font-semibold">{concept.title}</h3>
          <p className="text-sm">{concept.description}</p>
          <p className="rounded-lg bg-muted px-3 py-2 text-xs break-words">
            <span className="font-medium">
              {t({ id: "brandKitCreator.logo.prompt", defaultMessage: "Prompt:" })}{" "}
            </span>
            {concept.prompt}
          </p>
        </div>
      </div>
      {job && job.status !== "succeeded" && (
        <JobProgress
          job={job}
          label={t(
            { id: "brandKitCreator.logo.job", defaultMessage: "Logo “{title}”" },
            { title: concept.title },
          )}
        />
      )}
      <div className="flex flex-wrap gap-2">
        {availability?.available && (
          <Button size="sm" onClick={() => void draw()} disabled={drawing}>
            <PenTool className="h-4 w-4" aria-hidden />{" "}
            {drawing
              ? t({ id: "brandKitCreator.logo.drawing", defaultMessage: "Drawing..." })
              : logo
                ? t({ id: "brandKitCreator.logo.drawAgain", defaultMessage: "Draw again" })
                : t({ id: "brandKitCreator.logo.draw", defaultMessage: "Draw logo" })}
          </Button>
        )}
        {logo && (
          <a href={`${logo.url}?download=1`} download className={buttonClass("outline", "sm")}>
            <Download className="h-4 w-4" aria-hidden />{" "}
            {t({ id: "brandKitCreator.logo.download", defaultMessage: "Download logo" })}
          </a>
        )}
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void copyText(
              concept.prompt,
              t({
                id: "brandKitCreator.logo.copied",
                defaultMessage: "The logo prompt is on your clipboard.",
              }),
            )
          }
        >
          <Copy className="h-4 w-4" aria-hidden />{" "}
          {t({ id: "brandKitCreator.logo.copy", defaultMessage: "Copy prompt" })}
        </Button>
      </div>
    </li>
  );
}
