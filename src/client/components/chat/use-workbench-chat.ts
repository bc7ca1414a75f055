import { Chat, useChat } from "@ai-sdk/react";
import { useQueryClient } from "@tanstack/react-query";
import { DefaultChatTransport, type FileUIPart } from "ai";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { allConversationListsKey, useConversation } from "@/client/api/conversations";
import { chatEndpoint } from "@/client/api/http";
import { preferencesKey } from "@/client/api/preferences-hooks";
import { usageKey } from "@/client/api/usage";
import { useFailureToast } from "@/client/components/plans/use-failure-toast";
import { toast } from "@/client/components/ui/toast";
import { activeLocale } from "@/client/i18n/locale-store";
import { i18nFor } from "@/client/i18n/use-t";
import { announceFinishedAnswer } from "@/client/lib/answer-alerts";
import {
  type ChatMessage,
  chatErrorReason,
  chatRefusal,
  messageText,
  requestMessages,
} from "@/client/lib/chat-message";
import type { HubChatResponse, RetryNotice } from "@/shared/chat";
import type { Preferences } from "@/shared/preferences";
import type { ToolId } from "@/shared/tools/registry";
import { readGuestChat, saveGuestChat } from "./guest-chat-storage";

/** `options`: the tool's options as its schema produced them, sent with each message. */
type Settings = { toolId: ToolId; model: string | null; options: unknown };
/** Sampling settings for one request (the hub's ask box sends its own). */
type Generation = HubChatResponse["generation"];

/**
 * The workbench's conversation for the active tool. An account's conversation lives on the
 * server (its id in `?conversation=`); a guest's stays in this tab's session storage.
 */
export function useWorkbenchChat(settings: Settings & { isAuthenticated: boolean }) {
  const { toolId, isAuthenticated } = settings;
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const conversationParam = isAuthenticated ? searchParams.get("conversation") : null;

  const [draft, setDraft] = useState(() => ({ toolId, id: crypto.randomUUID() }));
  let draftId = draft.id;
  if (draft.toolId !== toolId) {
    const next = { toolId, id: crypto.randomUUID() };
    setDraft(next);
    draftId = next.id;
  }

  // Conversations begun on this page already hold their messages; loading them again would reset a stream.
  const startedHere = useRef(new Set<string>());
  const needsLoad = conversationParam !== null && !startedHere.current.has(conversationParam);
  const conversation = useConversation(needsLoad ? conversationParam : null);
  const guestChat = useMemo(
    () => (isAuthenticated ? null : readGuestChat(toolId)),
    [isAuthenticated, toolId],
  );

  const chatId = conversationParam ?? guestChat?.id ?? draftId;
  const initialMessages = needsLoad
    ? (conversation.data?.messages as ChatMessage[] | undefined)
    : guestChat?.messages;

  const current = useRef(settings);
  current.current = settings;
  const failureToast = useRef(useFailureToast());
  const transport = useMemo(
    () =>
      new DefaultChatTransport<ChatMessage>({
        ...chatEndpoint(),
        body: () => ({
          toolId: current.current.toolId,
          model: current.current.model,
          options: current.current.options,
        }),
        // A conversation longer than a request may carry sends its latest messages.
        prepareSendMessagesRequest: ({ id, messages, body, trigger, messageId }) => ({
          body: { ...body, id, messages: requestMessages(messages), trigger, messageId },
        }),
      }),
    [],
  );

  // Why the provider is being asked again, while it is (a transient part of the stream).
  const [retry, setRetry] = useState<RetryNotice | null>(null);
  const chat = useMemo(
    () =>
      new Chat<ChatMessage>({
        id: chatId,
        messages: initialMessages ?? [],
        transport,
        onData: (part) => {
          if (part.type === "data-retry") setRetry(part.data as RetryNotice);
        },
        onError: (error) => {
          markFailedTurn(chat, chatErrorReason(error));
          const refusal = chatRefusal(error);
          // Worded when it happens, in the language shown then.
          const { t } = i18nFor(activeLocale());
          const title = t({ id: "workbench.toast.error", defaultMessage: "Error" });
          if (refusal?.quota) failureToast.current(title, refusal);
          else
            toast({
              title,
              description: t({
                id: "workbench.chat.sendFailed",
                defaultMessage: "Failed to send message. Please try again.",
              }),
              variant: "destructive",
            });
        },
        onFinish: ({ isAbort, isDisconnect, isError }) => {
          setRetry(null);
          if (isAbort) markLastAnswerInterrupted(chat);
          void queryClient.invalidateQueries({ queryKey: usageKey });
          if (!current.current.isAuthenticated) return;
          void queryClient.invalidateQueries({ queryKey: allConversationListsKey });
          if (!isAbort && !isDisconnect && !isError)
            announceFinishedAnswer(queryClient.getQueryData<Preferences>(preferencesKey));
        },
      }),
    [chatId, initialMessages, transport, queryClient],
  );
  const helpers = useChat<ChatMessage>({ chat, experimental_throttle: 30 });
  const { messages, status } = helpers;

  useEffect(() => {
    if (isAuthenticated || status === "submitted" || status === "streaming") return;
    if (messages.length > 0) saveGuestChat(toolId, { id: chatId, messages });
  }, [isAuthenticated, status, messages, toolId, chatId]);

  const send = useCallback(
    (text: string, files: FileUIPart[] = [], generation?: Generation) => {
      if (isAuthenticated && conversationParam === null) {
        startedHere.current.add(chatId);
        setSearchParams(
          (params) => {
            params.set("conversation", chatId);
            return params;
          },
          { replace: true },
        );
      }
      void chat.sendMessage(
        { text, files, metadata: { createdAt: new Date().toISOString() } },
        { body: generation },
      );
    },
    [chat, chatId, conversationParam, isAuthenticated, setSearchParams],
  );

  /** Keeps a conversation begun without a message (Ask My PDF's first document): its id in the address. */
  const claimConversation = useCallback(() => {
    if (!isAuthenticated || conversationParam !== null) return;
    startedHere.current.add(chatId);
    setSearchParams(
      (params) => {
        params.set("conversation", chatId);
        return params;
      },
      { replace: true },
    );
  }, [chatId, conversationParam, isAuthenticated, setSearchParams]);

  const startNewChat = useCallback(() => {
    setDraft({ toolId, id: crypto.randomUUID() });
    setSearchParams(
      (params) => {
        params.delete("conversation");
        return params;
      },
      { replace: true },
    );
  }, [toolId, setSearchParams]);

  const openConversation = useCallback(
    (id: string) => {
      startedHere.current.delete(id);
      setSearchParams((params) => {
        params.set("conversation", id);
        return params;
      });
    },
    [setSearchParams],
  );

  // A retry's notice stands until the answer's first words arrive.
  const last = messages.at(-1);
  const answerStarted = last?.role === "assistant" && Boolean(messageText(last));

  return {
    chatId,
    messages,
    status,
    retry: answerStarted ? null : retry,
    loading: needsLoad && conversation.isPending,
    loadError: needsLoad && conversation.error ? conversation.error.message : null,
    send,
    stop: helpers.stop,
    regenerate: () => void chat.regenerate(),
    /** Asks for the answer to the last question with the given settings (the hub's hand-off). */
    answerWith: (generation?: Generation) => void chat.regenerate({ body: generation }),
    startNewChat,
    openConversation,
    claimConversation,
  };
}

/**
 * Keeps a failed turn marked in the list, with its reason, after later messages: the answer
 * that broke off says why, and a question the server refused gets an answer that says so.
 */
function markFailedTurn(chat: Chat<ChatMessage>, reason: string) {
  const last = chat.messages.at(-1);
  if (last?.role === "assistant") {
    const status = messageText(last) ? "interrupted" : "error";
    chat.messages = [
      ...chat.messages.slice(0, -1),
      { ...last, metadata: { ...last.metadata, status, errorMessage: reason } },
    ];
    return;
  }
  const failed: ChatMessage = {
    id: `failed-${crypto.randomUUID()}`,
    role: "assistant",
    parts: [],
    metadata: { createdAt: new Date().toISOString(), status: "error", errorMessage: reason },
  };
  chat.messages = [...chat.messages, failed];
}

function markLastAnswerInterrupted(chat: Chat<ChatMessage>) {
  const last = chat.messages.at(-1);
  if (last?.role !== "assistant") return;
  chat.messages = [
    ...chat.messages.slice(0, -1),
    { ...last, metadata: { ...last.metadata, status: "interrupted" } },
  ];
}
