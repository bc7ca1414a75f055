import { Download, Trash2 } from "lucide-react";
import { useId } from "react";
import { useDeleteJob, useJobHistory } from "@/client/api/jobs";
import { toast } from "@/client/components/ui/toast";
import type { JobView } from "@/shared/jobs";
import type { ToolId } from "@/shared/tools/registry";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * A media tool's past results in the left panel, where chat tools list conversations: a
 * thumbnail, the prompt and the date; open, download and delete (which removes the files).
 */
export function JobHistory({
  toolId,
  activeId,
  onOpen,
}: {
  toolId: ToolId;
  activeId: string | null;
  onOpen: (job: JobView) => void;
}) {
  const headingId = useId();
  const history = useJobHistory(toolId);
  const remove = useDeleteJob(toolId);
  const jobs = (history.data ?? []).filter((job) => job.status === "succeeded");
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="mb-2 text-xs font-semibold tracking-wide text-muted-fg uppercase"
      >
        Past Results
      </h2>
      <ul className="max-h-80 space-y-1 overflow-y-auto pr-1">
        {jobs.map((job) => {
          const first = job.files[0];
          return (
            <li key={job.id} className="group flex items-center gap-1">
              <button
                type="button"
                onClick={() => onOpen(job)}
                aria-current={job.id === activeId ? "true" : undefined}
                className={`flex min-w-0 flex-1 items-center gap-2 rounded-lg px-2 py-1.5 text-left hover:bg-muted ${job.id === activeId ? "bg-muted" : ""}`}
              >
                {first?.mediaType.startsWith("image/") ? (
                  <img
                    src={first.url}
                    alt=""
                    loading="lazy"
                    className="h-10 w-10 shrink-0 rounded-md object-cover"
                  />
                ) : null}
                <span className="min-w-0">
                  <span className="block truncate text-sm">{job.title}</span>
                  <time dateTime={job.createdAt} className="block text-xs text-muted-fg">
                    {dateFormat.format(new Date(job.createdAt))}
                  </time>
                </span>
              </button>
              {first ? (
                <a
                  href={`${first.url}?download=1`}
                  download
                  aria-label={`Download ${job.title}`}
                  className="rounded-md p-1.5 text-muted-fg hover:bg-card hover:text-fg"
                >
                  <Download className="h-4 w-4" aria-hidden />
                </a>
              ) : null}
              <button
                type="button"
                aria-label={`Delete ${job.title}`}
                onClick={() =>
                  remove.mutate(job.id, {
                    onSuccess: () =>
                      toast({
                        title: "Deleted",
                        description: "The result and its files are gone.",
                      }),
                    onError: (error) =>
                      toast({ title: "Error", description: error.message, variant: "destructive" }),
                  })
                }
                className="rounded-md p-1.5 text-muted-fg hover:bg-card hover:text-destructive"
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
