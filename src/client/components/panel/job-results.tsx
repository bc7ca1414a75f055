import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { JobProgress } from "@/client/components/jobs/job-progress";
import { buttonClass } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";
import type { JobView } from "@/shared/jobs";

/**
 * A panel tool's results: the current job's progress (with Cancel, or why it failed), then its
 * result as the tool shows it, or, before any job, what will appear here. A finished result
 * that does not fit the tool's schema (made by an older Bismo) says so instead of breaking.
 */
export function JobResults<Result>({
  job,
  result,
  unreadable,
  label,
  empty,
  children,
}: {
  job: JobView | undefined;
  result: Result | null;
  unreadable: boolean;
  /** What the progress bar and its messages call the job. */
  label: (job: JobView) => string;
  /** Said before there is a job; nothing when not given. */
  empty?: string;
  children: (result: Result, job: JobView) => ReactNode;
}) {
  const { t } = useT();
  return (
    <section
      aria-label={t({ id: "app.panel.results", defaultMessage: "Results" })}
      className="space-y-4"
    >
      {job ? <JobProgress job={job} label={label(job)} /> : null}
      {job && result !== null ? children(result, job) : null}
      {unreadable ? (
        <p role="alert" className="rounded-lg border border-border bg-muted p-3 text-sm">
          {t({
            id: "app.panel.unreadable",
            defaultMessage:
              "This result was made by an earlier version of Bismo and cannot be shown here.",
          })}
        </p>
      ) : null}
      {!job && empty ? (
        <p className="rounded-xl border border-dashed border-border p-10 text-center text-sm text-muted-fg">
          {empty}
        </p>
      ) : null}
    </section>
  );
}

/** What the provider made differently from what was asked, or how a job went. */
export function ResultNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="rounded-lg border border-border bg-muted p-3 text-xs text-muted-fg">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

/** A picture of the result with its caption under it. */
export function ResultFigure({ src, alt, caption }: { src: string; alt: string; caption: string }) {
  return (
    <figure className="overflow-hidden rounded-xl border border-border bg-card">
      <img src={src} alt={alt} className="aspect-square w-full object-contain" />
      <figcaption className="p-2 text-center text-xs text-muted-fg">{caption}</figcaption>
    </figure>
  );
}

/** Downloads one of the person's stored files (the server sends it as an attachment). */
export function DownloadLink({
  url,
  primary,
  children,
}: {
  url: string;
  primary?: boolean;
  children: string;
}) {
  return (
    <a
      href={`${url}?download=1`}
      download
      className={primary ? buttonClass("primary", "md") : buttonClass("outline", "sm")}
    >
      <Download className="h-4 w-4" aria-hidden /> {children}
    </a>
  );
}
