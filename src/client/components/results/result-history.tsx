import { toast } from "@/client/components/ui/toast";
import { type ShownText, wordShown } from "@/client/i18n/shown-text";
import { type I18n, useT } from "@/client/i18n/use-t";
import { useOpenResult } from "@/client/lib/open-result";
import type { SavedResult, savedResultHooks } from "@/client/lib/saved-results";
import type { HistoryProps } from "@/client/tools/tool-view";
import { HistoryList } from "./history-list";
import { nounKey, type ResultNoun } from "./result-nouns";

type Config<Summary> = {
  /** The list's heading, e.g. "Saved Decks" (a message: it is fixed when the module loads). */
  heading: ShownText;
  /** What one result is called in messages. */
  noun: ResultNoun;
  title: (summary: Summary) => string;
  /** A short fact under the title, in the reader's language ("12 cards, 3 due"). */
  detail: (summary: Summary, i18n: I18n) => string;
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
    const i18n = useT();
    const { t } = i18n;
    const list = hooks.useList(isAuthenticated);
    const removal = hooks.useRemove(isAuthenticated);
    const { resultId, open } = useOpenResult();
    const summaries = list.data ?? [];
    if (summaries.length === 0) return null;
    return (
      <HistoryList
        heading={wordShown(t, config.heading)}
        entries={summaries.map((summary) => ({
          id: summary.id,
          title: config.title(summary),
          at: summary.updatedAt,
          detail: config.detail(summary, i18n),
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
              toast({
                title: t({ id: "workbench.toast.deleted", defaultMessage: "Deleted" }),
                description: t(
                  { id: "workbench.result.deleted", defaultMessage: "“{title}” was deleted." },
                  { title: entry.title },
                ),
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
            {
              id: "workbench.result.delete",
              defaultMessage:
                "{noun, select, deck {Delete deck {title}} quiz {Delete quiz {title}} plan {Delete plan {title}} brandKit {Delete brand kit {title}} other {Delete {title}}}",
            },
            { noun: nounKey(config.noun), title: entry.title },
          )
        }
      />
    );
  };
}
