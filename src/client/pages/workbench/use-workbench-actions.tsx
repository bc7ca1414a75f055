import { useConversationList, useDeleteConversation } from "@/client/api/conversations";
import { useAuthDialog } from "@/client/components/auth/auth-dialog";
import type { useWorkbenchChat } from "@/client/components/chat/use-workbench-chat";
import { toast } from "@/client/components/ui/toast";
import type { ConversationSummary } from "@/shared/chat";
import type { Tool } from "@/shared/tools/registry";
import { ChatHistory } from "./chat-history";
import { chatExport, chatExportFileName, downloadJson } from "./export-history";

type Options = {
  tool: Tool;
  chat: ReturnType<typeof useWorkbenchChat>;
  isAuthenticated: boolean;
  /** Called once another conversation is showing (to close the phone drawer). */
  onSwitched: () => void;
};

/** The left panel's quick actions and chat history. */
export function useWorkbenchActions({ tool, chat, isAuthenticated, onSwitched }: Options) {
  const { openAuth } = useAuthDialog();
  const list = useConversationList(tool.id, isAuthenticated);
  const deletion = useDeleteConversation();

  const newChat = () => {
    if (!isAuthenticated) {
      toast({
        title: "Please Log In",
        description: "You need to log in to start a new chat.",
        action: { label: "Log in", onClick: () => openAuth("sign-in") },
      });
      return;
    }
    chat.startNewChat();
    onSwitched();
    toast({
      title: "New Chat Started",
      description: `A fresh ${tool.name} conversation is ready.`,
    });
  };

  const exportHistory = () => {
    if (chat.messages.length === 0) {
      toast({ title: "No History", description: "There are no messages to export yet." });
      return;
    }
    const now = new Date();
    downloadJson(chatExportFileName(tool, now), chatExport(tool, chat.chatId, chat.messages, now));
    toast({ title: "History Exported", description: "Your conversation was downloaded as JSON." });
  };

  const remove = (conversation: ConversationSummary) =>
    deletion.mutate(conversation.id, {
      onSuccess: () => {
        if (conversation.id === chat.chatId) chat.startNewChat();
        toast({
          title: "Conversation Deleted",
          description: `"${conversation.title}" was deleted.`,
        });
      },
      onError: () =>
        toast({
          title: "Error",
          description: "Failed to delete conversation.",
          variant: "destructive",
        }),
    });

  const conversations = list.data ?? [];
  const history =
    conversations.length > 0 ? (
      <ChatHistory
        conversations={conversations}
        activeId={chat.chatId}
        onOpen={(id) => {
          chat.openConversation(id);
          onSwitched();
        }}
        onDelete={remove}
      />
    ) : null;

  return { newChat, exportHistory, history };
}
