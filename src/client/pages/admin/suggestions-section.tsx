import { useState } from "react";
import {
  type SuggestionFilter,
  useAdminSuggestions,
  useMarkSuggestion,
} from "@/client/api/admin-suggestions";
import { Button } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";
import type { AdminSuggestion } from "@/shared/admin";
import { Badge, FilterTabs, failedIn, PagedList, whenIn } from "./admin-parts";

function SuggestionRow({ suggestion }: { suggestion: AdminSuggestion }) {
  const i18n = useT();
  const { t } = i18n;
  const mark = useMarkSuggestion();
  const handled = suggestion.handledAt !== null;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="whitespace-pre-wrap break-words">{suggestion.text}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-fg">
          {t(
            { id: "admin.suggestions.from", defaultMessage: "{from} · {when}" },
            {
              from:
                suggestion.fromEmail ??
                t({ id: "admin.suggestions.guest", defaultMessage: "A guest" }),
              when: whenIn(i18n, suggestion.createdAt),
            },
          )}
          {handled && (
            <Badge tone="muted">
              {t({ id: "admin.suggestions.handled", defaultMessage: "Handled" })}
            </Badge>
          )}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="shrink-0"
        disabled={mark.isPending}
        onClick={() =>
          mark.mutate(
            { id: suggestion.id, handled: !handled },
            {
              onError: failedIn(i18n, t({ id: "admin.notChanged", defaultMessage: "Not changed" })),
            },
          )
        }
      >
        {handled
          ? t({ id: "admin.suggestions.markUnhandled", defaultMessage: "Mark unhandled" })
          : t({ id: "admin.suggestions.markHandled", defaultMessage: "Mark handled" })}
      </Button>
    </li>
  );
}

/** Suggestions: the inbox of 'Missing an AI tool?', newest first, the waiting ones by default. */
export function SuggestionsSection() {
  const { t } = useT();
  const [filter, setFilter] = useState<SuggestionFilter>("unhandled");
  const [offset, setOffset] = useState(0);
  const suggestions = useAdminSuggestions(filter, offset);
  const waiting = suggestions.data?.unhandled;
  return (
    <>
      <FilterTabs
        label={t({ id: "admin.suggestions.which", defaultMessage: "Which suggestions" })}
        name="suggestion-filter"
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setOffset(0);
        }}
        options={[
          {
            value: "unhandled",
            label:
              waiting === undefined
                ? t({ id: "admin.suggestions.waiting", defaultMessage: "Waiting" })
                : t(
                    {
                      id: "admin.suggestions.waitingCount",
                      defaultMessage: "Waiting ({count, number})",
                    },
                    { count: waiting },
                  ),
          },
          { value: "all", label: t({ id: "admin.suggestions.all", defaultMessage: "All" }) },
        ]}
      />
      <PagedList
        query={suggestions}
        items={(data) => data.suggestions}
        renderItem={(suggestion) => <SuggestionRow key={suggestion.id} suggestion={suggestion} />}
        label={t({ id: "admin.section.suggestions", defaultMessage: "Suggestions" })}
        loading={t({ id: "admin.suggestions.loading", defaultMessage: "Loading suggestions..." })}
        empty={
          filter === "unhandled"
            ? t({
                id: "admin.suggestions.noneWaiting",
                defaultMessage: "Nothing waiting: every suggestion is handled.",
              })
            : t({ id: "admin.suggestions.none", defaultMessage: "No suggestions yet." })
        }
        pages={t({ id: "admin.suggestions.pages", defaultMessage: "Pages of suggestions" })}
        onPage={setOffset}
      />
    </>
  );
}
