import { Trash2 } from "lucide-react";
import { useId } from "react";
import type { ConversationSummary } from "@/shared/chat";

type Props = {
  conversations: ConversationSummary[];
  activeId: string | null;
  onOpen: (id: string) => void;
  onDelete: (conversation: ConversationSummary) => void;
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** 'Chat History': the tool's saved chats; only rendered when there are some. */
export function ChatHistory({ conversations, activeId, onOpen, onDelete }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="mb-2 text-xs font-semibold tracking-wide text-muted-fg uppercase"
      >
        Chat History
      </h2>
      <ul className="max-h-60 space-y-1 overflow-y-auto pr-1">
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
    </section>
  );
}
