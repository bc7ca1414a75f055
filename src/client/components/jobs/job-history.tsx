import { useDeleteJob, useJobHistory } from "@/client/api/jobs";
import { HistoryList } from "@/client/components/results/history-list";
import { toast } from "@/client/components/ui/toast";
import { useOpenResult } from "@/client/lib/open-result";
import type { HistoryProps } from "@/client/tools/tool-view";
import type { ToolId } from "@/shared/tools/registry";

/**
 * A media tool's left-panel history: its finished jobs with a thumbnail, the prompt and the
 * date; open (through `?result=<job id>`), download the first file, delete (files too).
 */
export function jobHistory(toolId: ToolId) {
  return function JobHistory({ onOpened }: HistoryProps) {
    const history = useJobHistory(toolId);
    const remove = useDeleteJob(toolId);
    const { resultId, open } = useOpenResult();
    const jobs = (history.data ?? []).filter((job) => job.status === "succeeded");
    if (jobs.length === 0) return null;
    return (
      <HistoryList
        heading="Past Results"
        entries={jobs.map((job) => {
          const first = job.files[0];
          return {
            id: job.id,
            title: job.title,
            at: job.createdAt,
            thumbnail: first?.mediaType.startsWith("image/") ? first.url : undefined,
            download: first
              ? { href: `${first.url}?download=1`, label: `Download ${job.title}` }
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
