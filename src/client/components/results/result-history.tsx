import { toast } from "@/client/components/ui/toast";
import { useOpenResult } from "@/client/lib/open-result";
import type { SavedResult, savedResultHooks } from "@/client/lib/saved-results";
import type { HistoryProps } from "@/client/tools/tool-view";
import { HistoryList } from "./history-list";

type Config<Summary> = {
  /** The list's heading, e.g. "Saved Decks". */
  heading: string;
  /** One result's name in messages, e.g. "deck". */
  noun: string;
  title: (summary: Summary) => string;
  detail: (summary: Summary) => string;
};

type Hooks<Summary> = Pick<
  ReturnType<typeof savedResultHooks<SavedResult, Summary>>,
  "useList" | "useRemove"
>;

/** A panel tool's left-panel history: its saved results, opened through `?result=<id>`. */
export function resultHistory<Summary extends { id: string; updatedAt: string }>(
  hooks: Hooks<Summary>,
  config: Config<Summary>,
) {
  return function ResultHistory({ isAuthenticated, onOpened }: HistoryProps) {
    const list = hooks.useList(isAuthenticated);
    const removal = hooks.useRemove(isAuthenticated);
    const { resultId, open } = useOpenResult();
    const summaries = list.data ?? [];
    if (summaries.length === 0) return null;
    return (
      <HistoryList
        heading={config.heading}
        entries={summaries.map((summary) => ({
          id: summary.id,
          title: config.title(summary),
          at: summary.updatedAt,
          detail: config.detail(summary),
        }))}
        activeId={resultId}
        onOpen={(id) => {
          open(id);
          onOpened();
        }}
        onDelete={(entry) =>
          removal.mutate(entry.id, {
            onSuccess: () => {
              if (entry.id === resultId) open(null);
              toast({ title: "Deleted", description: `"${entry.title}" was deleted.` });
            },
            onError: (error) =>
              toast({ title: "Error", description: error.message, variant: "destructive" }),
          })
        }
        deleteLabel={(entry) => `Delete ${config.noun} ${entry.title}`}
      />
    );
  };
}
