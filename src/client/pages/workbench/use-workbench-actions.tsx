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
import { toolName } from "@/client/i18n/tool-messages";
import { type I18n, useT } from "@/client/i18n/use-t";
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

const noHistory = ({ t }: I18n) =>
  toast({
    title: t({ id: "workbench.export.noneTitle", defaultMessage: "No History" }),
    description: t({
      id: "workbench.export.none",
      defaultMessage: "There are no messages to export yet.",
    }),
  });

/** The left panel's quick actions and chat history. */
export function useWorkbenchActions({ tool, chat, isAuthenticated, closeDrawer }: Options) {
  const i18n = useT();
  const { t } = i18n;
  const name = t(toolName(tool.id));
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
        title: t({ id: "workbench.actions.logInTitle", defaultMessage: "Please Log In" }),
        description: t({
          id: "workbench.actions.logInText",
          defaultMessage: "You need to log in to start a new chat.",
        }),
        action: {
          label: t({ id: "workbench.header.logIn", defaultMessage: "Log in" }),
          onClick: () => openAuth("sign-in"),
        },
      });
      return;
    }
    chat.startNewChat();
    closeDrawer();
    toast({
      title: t({ id: "workbench.actions.newChatTitle", defaultMessage: "New Chat Started" }),
      description: t(
        {
          id: "workbench.actions.newChatText",
          defaultMessage: "A fresh {tool} conversation is ready.",
        },
        { tool: name },
      ),
    });
  };

  const exportConversation = () => {
    if (chat.messages.length === 0) return noHistory(i18n);
    const now = new Date();
    downloadJson(chatExportFileName(tool, now), chatExport(tool, chat.chatId, chat.messages, now));
    toast({
      title: t({ id: "workbench.export.doneTitle", defaultMessage: "History Exported" }),
      description: t({
        id: "workbench.export.doneOne",
        defaultMessage: "Your conversation was downloaded as JSON.",
      }),
    });
  };

  const exportAll = async () => {
    let history: Awaited<ReturnType<typeof fetchToolHistory>>;
    try {
      history = await fetchToolHistory(tool.id);
    } catch (error) {
      toast({
        title: t({ id: "workbench.export.failed", defaultMessage: "Export failed" }),
        description:
          error instanceof Error
            ? error.message
            : t({ id: "workbench.toast.tryAgain", defaultMessage: "Please try again." }),
        variant: "destructive",
      });
      return;
    }
    if (history.length === 0) return noHistory(i18n);
    const now = new Date();
    downloadJson(chatExportFileName(tool, now, "history"), historyExport(tool, history, now));
    toast({
      title: t({ id: "workbench.export.doneTitle", defaultMessage: "History Exported" }),
      description: t(
        {
          id: "workbench.export.doneAll",
          defaultMessage:
            "{count, plural, one {# {tool} conversation was} other {# {tool} conversations were}} downloaded as one JSON file.",
        },
        { count: history.length, tool: name },
      ),
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
      title: t({ id: "workbench.history.deletedTitle", defaultMessage: "Conversation Deleted" }),
      description: t(
        { id: "workbench.result.deleted", defaultMessage: "“{title}” was deleted." },
        { title: conversation.title },
      ),
      action: {
        label: t({ id: "workbench.history.undo", defaultMessage: "Undo" }),
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
              title: t({ id: "workbench.toast.error", defaultMessage: "Error" }),
              description: t({
                id: "workbench.history.deleteFailed",
                defaultMessage: "Failed to delete conversation.",
              }),
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
      none: () => noHistory(i18n),
    },
    history,
  };
}

export type WorkbenchExports = ReturnType<typeof useWorkbenchActions>["exports"];
