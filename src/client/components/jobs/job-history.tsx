import { useDeleteJob, useJobHistory } from "@/client/api/jobs";
import { HistoryList } from "@/client/components/results/history-list";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { useOpenResult } from "@/client/lib/open-result";
import type { HistoryProps } from "@/client/tools/tool-view";
import { defineMessage } from "@/shared/i18n/runtime";
import type { JobView } from "@/shared/jobs";
import type { ToolId } from "@/shared/tools/registry";

const unfinishedWords = {
  queued: defineMessage({ id: "workbench.jobs.waiting", defaultMessage: "Waiting" }),
  running: defineMessage({ id: "workbench.jobs.inProgress", defaultMessage: "In progress" }),
  failed: defineMessage({ id: "workbench.jobs.failed", defaultMessage: "Failed" }),
  cancelled: defineMessage({ id: "workbench.jobs.cancelled", defaultMessage: "Cancelled" }),
} satisfies Partial<Record<JobView["status"], unknown>>;

/**
 * A media tool's left-panel history: its jobs with a thumbnail, the prompt, the date and how an
 * unfinished one stands; open (through `?result=<job id>`), download the result's main file (a
 * model or video before its preview image) and delete (files too).
 */
export function jobHistory(toolId: ToolId) {
  return function JobHistory({ onOpened }: HistoryProps) {
    const { t } = useT();
    const history = useJobHistory(toolId);
    const remove = useDeleteJob(toolId);
    const { resultId, open } = useOpenResult();
    const jobs = history.data ?? [];
    if (jobs.length === 0) return null;
    return (
      <HistoryList
        heading={t({ id: "workbench.jobs.past", defaultMessage: "Past Results" })}
        entries={jobs.map((job) => {
          const thumbnail = job.files.find((file) => file.mediaType.startsWith("image/"));
          const main =
            job.status === "succeeded"
              ? (job.files.find((file) => !file.mediaType.startsWith("image/")) ?? job.files[0])
              : undefined;
          return {
            id: job.id,
            title: job.title,
            at: job.createdAt,
            detail: job.status === "succeeded" ? undefined : t(unfinishedWords[job.status]),
            thumbnail: thumbnail?.url,
            download: main
              ? {
                  href: `${main.url}?download=1`,
                  label: t(
                    { id: "workbench.jobs.download", defaultMessage: "Download {title}" },
                    { title: job.title },
                  ),
                }
              : undefined,
          };
        })}
        activeId={resultId}
        onOpen={(id) => {
          open(id);
          onOpened();
        }}
        onDelete={(entry) =>
          remove.mutate(entry.id, {
            onSuccess: () => {
              if (entry.id === resultId) open(null);
              toast({
                title: t({ id: "workbench.toast.deleted", defaultMessage: "Deleted" }),
                description: t({
                  id: "workbench.jobs.deleted",
                  defaultMessage: "The result and its files are gone.",
                }),
              });
            },
            onError: (error) =>
              toast({
                title: t({ id: "workbench.toast.error", defaultMessage: "Error" }),
                description: error.message,
                variant: "destructive",
              }),
          })
        }
        deleteLabel={(entry) =>
          t(
            { id: "workbench.jobs.delete", defaultMessage: "Delete {title}" },
            { title: entry.title },
          )
        }
      />
    );
  };
}
