import { type FormEvent, type ReactNode, useId } from "react";
import { AllowanceNote } from "@/client/components/plans/allowance-note";
import type { JobView } from "@/shared/jobs";
import type { UsageKind } from "@/shared/plans";
import { JobResults } from "./job-results";
import { SetupNotice } from "./setup-notice";

/**
 * How a panel tool's settings and results share its centre: `beside` puts the settings in a
 * column left of the results from 1024 px; `narrow` keeps one column until 1536 px (the audio
 * tools' long forms); `stacked` puts the settings above the results at every width.
 */
const layouts = {
  beside: "max-w-5xl grid-cols-1 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]",
  narrow: "max-w-2xl grid-cols-1 2xl:max-w-5xl 2xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]",
  "narrow-wide":
    "max-w-2xl grid-cols-1 2xl:max-w-5xl 2xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]",
  stacked: "max-w-3xl grid-cols-1",
} as const;

/** A panel tool's centre: its settings (a form) and its results, scrolling together. */
export function JobWorkspace({
  layout = "beside",
  settings,
  results,
}: {
  layout?: keyof typeof layouts;
  settings: ReactNode;
  results: ReactNode;
}) {
  return (
    <div className="flex-1 overflow-y-auto p-4 sm:p-6">
      <div className={`mx-auto grid gap-6 ${layouts[layout]}`}>
        {settings}
        {results}
      </div>
    </div>
  );
}

/**
 * A panel tool's settings form: what the plan leaves of the work's allowance, why the tool
 * cannot work on this server (when it cannot), then its fields and its button.
 */
export function SettingsForm({
  label,
  onSubmit,
  allowance,
  notice,
  noValidate,
  className = "space-y-4",
  children,
}: {
  label: string;
  onSubmit: () => void;
  allowance?: UsageKind;
  /** Why the tool cannot work here (no provider set up), read with the form. */
  notice?: ReactNode;
  noValidate?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const noticeId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      onSubmit={submit}
      noValidate={noValidate}
      className={className}
      aria-label={label}
      aria-describedby={notice ? noticeId : undefined}
    >
      {allowance ? <AllowanceNote kind={allowance} /> : null}
      <SetupNotice id={noticeId}>{notice}</SetupNotice>
      {children}
    </form>
  );
}

/**
 * A panel tool's centre for a job tool: its settings beside (or above) the job's results, as
 * `useToolJob` gives them (`state`), shown by `children` once the job has succeeded.
 */
export function JobPanel<Result>({
  layout,
  settings,
  state,
  label,
  empty,
  children,
}: {
  layout?: keyof typeof layouts;
  settings: ReactNode;
  state: { job: JobView | undefined; result: Result | null; unreadable: boolean };
  label: (job: JobView) => string;
  empty?: string;
  children: (result: Result, job: JobView) => ReactNode;
}) {
  return (
    <JobWorkspace
      layout={layout}
      settings={settings}
      results={
        <JobResults {...state} label={label} empty={empty}>
          {children}
        </JobResults>
      }
    />
  );
}
