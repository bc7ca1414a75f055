import { Loader2, Search } from "lucide-react";
import { useId } from "react";
import { HistoryList } from "@/client/components/results/history-list";
import { useT } from "@/client/i18n/use-t";
import type { ConversationSummary } from "@/shared/chat";
import { LoadMore } from "./load-more";

type Props = {
  conversations: ConversationSummary[];
  /** What the search box holds; the list then shows the matches. */
  search: string;
  onSearch: (text: string) => void;
  searching: boolean;
  activeId: string | null;
  onOpen: (id: string) => void;
  onDelete: (conversation: ConversationSummary) => void;
  /** The next page of the list (or of the search), while there is one. */
  more: { loading: boolean; error: string | null; load: () => void } | null;
};

/** 'Chat History': the tool's saved chats, searchable by their words; only rendered when there are some. */
export function ChatHistory(props: Props) {
  const { conversations, search, onSearch, searching, activeId, onOpen, onDelete, more } = props;
  const { t } = useT();
  const searchId = useId();
  const searched = search.trim();
  const byId = new Map(conversations.map((conversation) => [conversation.id, conversation]));
  return (
    <HistoryList
      heading={t({ id: "workbench.history.heading", defaultMessage: "Chat History" })}
      entries={conversations.map(({ id, title, lastMessageAt, excerpt }) => ({
        id,
        title,
        at: lastMessageAt,
        excerpt: excerpt ?? undefined,
      }))}
      activeId={activeId}
      onOpen={onOpen}
      onDelete={(entry) => {
        const conversation = byId.get(entry.id);
        if (conversation) onDelete(conversation);
      }}
      deleteLabel={(entry) =>
        t(
          { id: "workbench.history.delete", defaultMessage: "Delete conversation {title}" },
          { title: entry.title },
        )
      }
      listLabel={
        searched
          ? t(
              { id: "workbench.history.found", defaultMessage: "Conversations mentioning {words}" },
              { words: searched },
            )
          : t({ id: "workbench.history.saved", defaultMessage: "Saved conversations" })
      }
      emptyNote={
        searched && !searching
          ? t(
              {
                id: "workbench.history.none",
                defaultMessage: "No conversation mentions “{words}”.",
              },
              { words: searched },
            )
          : undefined
      }
      footer={
        more && (
          <LoadMore
            label={
              searched
                ? t({ id: "app.history.moreMatches", defaultMessage: "Load more matches" })
                : t({ id: "app.history.more", defaultMessage: "Load more conversations" })
            }
            loading={more.loading}
            error={more.error}
            onMore={more.load}
          />
        )
      }
    >
      <div className="relative mb-2">
        <label htmlFor={searchId} className="sr-only">
          {t({ id: "workbench.history.search", defaultMessage: "Search chat history" })}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 start-2.5 h-4 w-4 -translate-y-1/2 text-muted-fg"
          aria-hidden
        />
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={200}
          placeholder={t({
            id: "workbench.history.searchHint",
            defaultMessage: "Search titles and messages",
          })}
          onChange={(event) => onSearch(event.target.value)}
          className="h-9 w-full rounded-lg border border-border bg-bg ps-8 pe-8 text-sm"
        />
        {searching && (
          <Loader2
            className="absolute top-1/2 end-2.5 h-4 w-4 -translate-y-1/2 animate-spin text-muted-fg"
            aria-label={t({ id: "workbench.history.searching", defaultMessage: "Searching" })}
          />
        )}
      </div>
    </HistoryList>
  );
}
