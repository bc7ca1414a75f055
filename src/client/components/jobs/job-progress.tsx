import { AlertCircle, X } from "lucide-react";
import { useId } from "react";
import { useCancelJob, useSecondsLeft } from "@/client/api/jobs";
import { Button } from "@/client/components/ui/button";
import { type I18n, useT } from "@/client/i18n/use-t";
import { defineMessage } from "@/shared/i18n/runtime";
import type { JobView } from "@/shared/jobs";

const statusWords = {
  queued: defineMessage({ id: "workbench.jobs.queued", defaultMessage: "Waiting to start" }),
  running: defineMessage({ id: "workbench.jobs.running", defaultMessage: "Working" }),
  succeeded: defineMessage({ id: "workbench.jobs.done", defaultMessage: "Done" }),
  failed: defineMessage({ id: "workbench.jobs.failed", defaultMessage: "Failed" }),
  cancelled: defineMessage({ id: "workbench.jobs.cancelled", defaultMessage: "Cancelled" }),
} satisfies Record<JobView["status"], unknown>;

function estimateText({ t }: I18n, seconds: number | null) {
  if (seconds === null) return null;
  if (seconds <= 0) return t({ id: "workbench.jobs.almostDone", defaultMessage: "Almost done" });
  return seconds < 60
    ? t(
        {
          id: "workbench.jobs.secondsLeft",
          defaultMessage:
            "{seconds, plural, one {About # second left} other {About # seconds left}}",
        },
        { seconds },
      )
    : t(
        {
          id: "workbench.jobs.minutesLeft",
          defaultMessage:
            "{minutes, plural, one {About # minute left} other {About # minutes left}}",
        },
        { minutes: Math.ceil(seconds / 60) },
      );
}

/**
 * A job on its way: a progress bar (a percentage, or moving stripes when there is none), the
 * stage, the time left by the estimate, and Cancel; a failure shows its reason. Any media
 * panel uses it with the job from `useJob`.
 */
export function JobProgress({ job, label }: { job: JobView; label: string }) {
  const i18n = useT();
  const { t } = i18n;
  const labelId = useId();
  const cancel = useCancelJob();
  const secondsLeft = useSecondsLeft(job);
  if (job.status === "failed") {
    return (
      <div
        role="alert"
        className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm"
      >
        <AlertCircle className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden />
        <p>
          <span className="font-medium">
            {t({ id: "workbench.jobs.labelFailed", defaultMessage: "{label} failed." }, { label })}
          </span>{" "}
          {job.error}
        </p>
      </div>
    );
  }
  if (job.status === "cancelled") {
    return (
      <p className="text-sm text-muted-fg">
        {t(
          { id: "workbench.jobs.labelCancelled", defaultMessage: "{label} was cancelled." },
          { label },
        )}
      </p>
    );
  }
  if (job.status === "succeeded") return null;
  const stage = job.stage ?? t(statusWords[job.status]);
  const percent = job.progress;
  return (
    <div className="rounded-lg border border-border bg-card p-3">
      <div className="flex items-center justify-between gap-3">
        <p id={labelId} className="text-sm font-medium">
          {label}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => cancel.mutate(job.id)}
          disabled={cancel.isPending}
        >
          <X className="h-4 w-4" aria-hidden />{" "}
          {cancel.isPending
            ? t({ id: "workbench.jobs.cancelling", defaultMessage: "Cancelling..." })
            : t({ id: "workbench.action.cancel", defaultMessage: "Cancel" })}
        </Button>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={
          percent === null
            ? stage
            : t(
                {
                  id: "workbench.jobs.percent",
                  defaultMessage: "{percent, number, percent}: {stage}",
                },
                { percent: percent / 100, stage },
              )
        }
        className="mt-3 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={`h-full rounded-full bg-primary transition-[width] duration-500 ${percent === null ? "w-1/3 animate-pulse" : ""}`}
          style={percent === null ? undefined : { width: `${Math.max(4, percent)}%` }}
        />
      </div>
      <p aria-live="polite" className="mt-2 flex justify-between gap-2 text-xs text-muted-fg">
        <span>{stage}</span>
        <span>{estimateText(i18n, secondsLeft)}</span>
      </p>
      {cancel.error ? (
        <p role="alert" className="mt-2 text-xs text-destructive">
          {cancel.error.message}
        </p>
      ) : null}
    </div>
  );
}
