import { useEffect, useState } from "react";
import {
  fetchToolHistory,
  loadedConversations,
  useConversationList,
  useConversationSearch,
  useDeleteConversation,
} from "@/client/api/conversations";
import { useAuthDialog } from "@/client/components/auth/auth-dialog";
import type { useWorkbenchChat } from "@/client/components/chat/use-workbench-chat";
import { toast } from "@/client/components/ui/toast";
import type { ConversationSummary } from "@/shared/chat";
import type { Tool } from "@/shared/tools/registry";
import { ChatHistory } from "./chat-history";
import { chatExport, chatExportFileName, downloadJson, historyExport } from "./export-history";

type Options = {
  tool: Tool;
  chat: ReturnType<typeof useWorkbenchChat>;
  isAuthenticated: boolean;
  /**
   * Closes the phone drawer: once another conversation shows, and after a deletion, whose Undo
   * toast the modal drawer would otherwise keep out of reach of keyboards and screen readers.
   */
  closeDrawer: () => void;
};

const noHistory = () =>
  toast({ title: "No History", description: "There are no messages to export yet." });

/** The left panel's quick actions and chat history. */
export function useWorkbenchActions({ tool, chat, isAuthenticated, closeDrawer }: Options) {
  const { openAuth } = useAuthDialog();
  const list = useConversationList(tool.id, isAuthenticated);
  const [search, setSearch] = useState("");
  // Asked once typing pauses, not on every key.
  const [asked, setAsked] = useState("");
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(search), 250);
    return () => window.clearTimeout(timer);
  }, [search]);
  const found = useConversationSearch(tool.id, asked, isAuthenticated);
  const deletion = useDeleteConversation();
  const conversations = loadedConversations(list.data);
  const searched = search.trim() !== "";
  const shown = searched ? found : list;

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
    closeDrawer();
    toast({
      title: "New Chat Started",
      description: `A fresh ${tool.name} conversation is ready.`,
    });
  };

  const exportConversation = () => {
    if (chat.messages.length === 0) return noHistory();
    const now = new Date();
    downloadJson(chatExportFileName(tool, now), chatExport(tool, chat.chatId, chat.messages, now));
    toast({ title: "History Exported", description: "Your conversation was downloaded as JSON." });
  };

  const exportAll = async () => {
    let history: Awaited<ReturnType<typeof fetchToolHistory>>;
    try {
      history = await fetchToolHistory(tool.id);
    } catch (error) {
      toast({
        title: "Export failed",
        description: error instanceof Error ? error.message : "Please try again.",
        variant: "destructive",
      });
      return;
    }
    if (history.length === 0) return noHistory();
    const now = new Date();
    downloadJson(chatExportFileName(tool, now, "history"), historyExport(tool, history, now));
    toast({
      title: "History Exported",
      description: `${history.length} ${tool.name} conversation${history.length === 1 ? " was" : "s were"} downloaded as one JSON file.`,
    });
  };

  // Taken off the list at once and deleted when its Undo toast goes (or the page closes).
  const remove = (conversation: ConversationSummary) => {
    const wasOpen = conversation.id === chat.chatId;
    let undone = false;
    deletion.hide(conversation.id);
    if (wasOpen) chat.startNewChat();
    closeDrawer();
    toast({
      title: "Conversation Deleted",
      description: `"${conversation.title}" was deleted.`,
      action: {
        label: "Undo",
        onClick: () => {
          undone = true;
          deletion.undo(conversation.id);
          if (wasOpen) chat.openConversation(conversation.id);
        },
      },
      onDismiss: () => {
        if (undone) return;
        deletion.commit(conversation.id, {
          onError: () =>
            toast({
              title: "Error",
              description: "Failed to delete conversation.",
              variant: "destructive",
            }),
        });
      },
    });
  };

  const history =
    conversations.length > 0 ? (
      <ChatHistory
        conversations={searched ? loadedConversations(found.data) : conversations}
        search={search}
        onSearch={setSearch}
        searching={(found.isFetching && !found.isFetchingNextPage) || asked !== search}
        activeId={chat.chatId}
        onOpen={(id) => {
          chat.openConversation(id);
          closeDrawer();
        }}
        onDelete={remove}
        more={
          // Not while an earlier search's matches stand in for this one's.
          shown.hasNextPage && !shown.isPlaceholderData && !(searched && asked !== search)
            ? {
                loading: shown.isFetchingNextPage,
                error: shown.isFetchNextPageError ? shown.error.message : null,
                load: () => void shown.fetchNextPage({ cancelRefetch: false }),
              }
            : null
        }
      />
    ) : null;

  return {
    newChat,
    exports: {
      conversation: chat.messages.length > 0 ? exportConversation : null,
      all: isAuthenticated && conversations.length > 0 ? exportAll : null,
      none: noHistory,
    },
    history,
  };
}

export type WorkbenchExports = ReturnType<typeof useWorkbenchActions>["exports"];
