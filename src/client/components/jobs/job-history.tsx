import { useDeleteJob, useJobHistory } from "@/client/api/jobs";
import { HistoryList } from "@/client/components/results/history-list";
import { toast } from "@/client/components/ui/toast";
import { useOpenResult } from "@/client/lib/open-result";
import type { HistoryProps } from "@/client/tools/tool-view";
import type { JobView } from "@/shared/jobs";
import type { ToolId } from "@/shared/tools/registry";

const unfinishedWords: Partial<Record<JobView["status"], string>> = {
  queued: "Waiting",
  running: "In progress",
  failed: "Failed",
  cancelled: "Cancelled",
};

/**
 * A media tool's left-panel history: its jobs with a thumbnail, the prompt, the date and how an
 * unfinished one stands; open (through `?result=<job id>`), download the result's main file (a
 * model or video before its preview image) and delete (files too).
 */
export function jobHistory(toolId: ToolId) {
  return function JobHistory({ onOpened }: HistoryProps) {
    const history = useJobHistory(toolId);
    const remove = useDeleteJob(toolId);
    const { resultId, open } = useOpenResult();
    const jobs = history.data ?? [];
    if (jobs.length === 0) return null;
    return (
      <HistoryList
        heading="Past Results"
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
            detail: unfinishedWords[job.status],
            thumbnail: thumbnail?.url,
            download: main
              ? { href: `${main.url}?download=1`, label: `Download ${job.title}` }
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
              toast({ title: "Deleted", description: "The result and its files are gone." });
            },
            onError: (error) =>
              toast({ title: "Error", description: error.message, variant: "destructive" }),
          })
        }
        deleteLabel={(entry) => `Delete ${entry.title}`}
      />
    );
  };
}
