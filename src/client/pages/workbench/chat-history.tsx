import { Loader2, Search, Trash2 } from "lucide-react";
import { useId } from "react";
import type { ConversationSummary } from "@/shared/chat";

type Props = {
  conversations: ConversationSummary[];
  /** What the search box holds; the list then shows the matches. */
  search: string;
  onSearch: (text: string) => void;
  searching: boolean;
  activeId: string | null;
  onOpen: (id: string) => void;
  onDelete: (conversation: ConversationSummary) => void;
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** 'Chat History': the tool's saved chats, searchable by their words; only rendered when there are some. */
export function ChatHistory(props: Props) {
  const { conversations, search, onSearch, searching, activeId, onOpen, onDelete } = props;
  const headingId = useId();
  const searchId = useId();
  const searched = search.trim();
  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="mb-2 text-xs font-semibold tracking-wide text-muted-fg uppercase"
      >
        Chat History
      </h2>
      <div className="relative mb-2">
        <label htmlFor={searchId} className="sr-only">
          Search chat history
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-muted-fg"
          aria-hidden
        />
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={200}
          placeholder="Search titles and messages"
          onChange={(event) => onSearch(event.target.value)}
          className="h-9 w-full rounded-lg border border-border bg-bg pr-8 pl-8 text-sm"
        />
        {searching && (
          <Loader2
            className="absolute top-1/2 right-2.5 h-4 w-4 -translate-y-1/2 animate-spin text-muted-fg"
            aria-label="Searching"
          />
        )}
      </div>
      {searched && !searching && conversations.length === 0 ? (
        <p role="status" className="px-1 py-2 text-sm text-muted-fg">
          No conversation mentions “{searched}”.
        </p>
      ) : (
        <ul
          className="max-h-60 space-y-1 overflow-y-auto pr-1"
          aria-label={searched ? `Conversations mentioning ${searched}` : "Saved conversations"}
        >
          {conversations.map((conversation) => (
            <li key={conversation.id} className="group relative">
              <button
                type="button"
                onClick={() => onOpen(conversation.id)}
                aria-current={conversation.id === activeId ? "true" : undefined}
                className={`w-full rounded-lg px-3 py-2 pr-9 text-left hover:bg-muted ${
                  conversation.id === activeId ? "bg-muted" : ""
                }`}
              >
                <span className="block truncate text-sm">{conversation.title}</span>
                {conversation.excerpt && (
                  <span className="block truncate text-xs text-muted-fg">
                    …{conversation.excerpt}…
                  </span>
                )}
                <time dateTime={conversation.lastMessageAt} className="block text-xs text-muted-fg">
                  {dateFormat.format(new Date(conversation.lastMessageAt))}
                </time>
              </button>
              <button
                type="button"
                onClick={() => onDelete(conversation)}
                aria-label={`Delete conversation ${conversation.title}`}
                className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-md p-1.5 text-muted-fg opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 hover:bg-card hover:text-destructive focus-visible:opacity-100"
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
