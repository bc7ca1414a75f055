import { HistoryList } from "@/client/components/results/history-list";
import type { ConversationSummary } from "@/shared/chat";

type Props = {
  conversations: ConversationSummary[];
  activeId: string | null;
  onOpen: (id: string) => void;
  onDelete: (conversation: ConversationSummary) => void;
};

/** 'Chat History': the tool's saved chats; only rendered when there are some. */
export function ChatHistory({ conversations, activeId, onOpen, onDelete }: Props) {
  const byId = new Map(conversations.map((conversation) => [conversation.id, conversation]));
  return (
    <HistoryList
      heading="Chat History"
      entries={conversations.map(({ id, title, lastMessageAt }) => ({
        id,
        title,
        at: lastMessageAt,
      }))}
      activeId={activeId}
      onOpen={onOpen}
      onDelete={(entry) => {
        const conversation = byId.get(entry.id);
        if (conversation) onDelete(conversation);
      }}
      deleteLabel={(entry) => `Delete conversation ${entry.title}`}
    />
  );
}
