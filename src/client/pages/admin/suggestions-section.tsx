import { useState } from "react";
import {
  type SuggestionFilter,
  useAdminSuggestions,
  useMarkSuggestion,
} from "@/client/api/admin-suggestions";
import { Button } from "@/client/components/ui/button";
import type { AdminSuggestion } from "@/shared/admin";
import { Badge, FilterTabs, failed, PagedList, when } from "./admin-parts";

function SuggestionRow({ suggestion }: { suggestion: AdminSuggestion }) {
  const mark = useMarkSuggestion();
  const handled = suggestion.handledAt !== null;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="whitespace-pre-wrap break-words">{suggestion.text}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-fg">
          {suggestion.fromEmail ?? "A guest"} · {when(suggestion.createdAt)}
          {handled && <Badge tone="muted">Handled</Badge>}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="shrink-0"
        disabled={mark.isPending}
        onClick={() =>
          mark.mutate({ id: suggestion.id, handled: !handled }, { onError: failed("Not changed") })
        }
      >
        {handled ? "Mark unhandled" : "Mark handled"}
      </Button>
    </li>
  );
}

/** Suggestions: the inbox of 'Missing an AI tool?', newest first, the waiting ones by default. */
export function SuggestionsSection() {
  const [filter, setFilter] = useState<SuggestionFilter>("unhandled");
  const [offset, setOffset] = useState(0);
  const suggestions = useAdminSuggestions(filter, offset);
  const waiting = suggestions.data?.unhandled;
  return (
    <>
      <FilterTabs
        label="Which suggestions"
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setOffset(0);
        }}
        options={[
          { value: "unhandled", label: waiting === undefined ? "Waiting" : `Waiting (${waiting})` },
          { value: "all", label: "All" },
        ]}
      />
      <PagedList
        query={suggestions}
        items={(data) => data.suggestions}
        renderItem={(suggestion) => <SuggestionRow key={suggestion.id} suggestion={suggestion} />}
        label="Suggestions"
        loading="Loading suggestions..."
        empty={
          filter === "unhandled"
            ? "Nothing waiting: every suggestion is handled."
            : "No suggestions yet."
        }
        what="suggestions"
        onPage={setOffset}
      />
    </>
  );
}
