import { RefreshCw } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useT } from "@/client/i18n/use-t";
import type { ChatMessage } from "@/client/lib/chat-message";
import { messageText } from "@/client/lib/chat-message";
import type { RetryNotice } from "@/shared/chat";
import { MessageItem } from "./message-item";
import { TypingIndicator } from "./typing-indicator";

type Props = {
  messages: ChatMessage[];
  status: "submitted" | "streaming" | "ready" | "error";
  /** Why the provider is being asked again, while it is. */
  retry: RetryNotice | null;
  onRegenerate: () => void;
  /** A tool's own buttons beside a finished answer, given the answer and its question. */
  answerActions?: (answer: ChatMessage, question: ChatMessage | undefined) => ReactNode;
};

export function MessageList({ messages, status, retry, onRegenerate, answerActions }: Props) {
  const { t } = useT();
  const endRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const busy = status === "submitted" || status === "streaming";
  const waitingForFirstToken =
    status === "submitted" ||
    (status === "streaming" && (last?.role !== "assistant" || !messageText(last)));
  const unanswered = !busy && last?.role === "user";

  // Keep the newest text (or failure) in view while it streams.
  const lastLength = last ? messageText(last).length : 0;
  useEffect(() => {
    if (lastLength >= 0 && messages.length >= 0) endRef.current?.scrollIntoView({ block: "end" });
  }, [lastLength, messages.length]);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <ol
        className="flex flex-col gap-4"
        aria-label={t({ id: "workbench.chat.messages", defaultMessage: "Messages" })}
      >
        {messages.map((message, index) => {
          const isLast = index === messages.length - 1;
          // An answer with nothing in it yet (streaming) is not shown; the typing indicator stands
          // in for it. A failed one stays, marked with its reason, after every later message.
          const empty =
            message.role === "assistant" &&
            !messageText(message) &&
            message.metadata?.status !== "error";
          if (empty) return null;
          const finished =
            message.role === "assistant" &&
            !(isLast && busy) &&
            message.metadata?.status !== "error" &&
            message.metadata?.status !== "interrupted";
          return (
            <MessageItem
              key={message.id}
              message={message}
              justFailed={isLast && status === "error"}
              onRegenerate={
                isLast && message.role === "assistant" && !busy ? onRegenerate : undefined
              }
              actions={
                finished
                  ? answerActions?.(
                      message,
                      messages.slice(0, index).findLast((earlier) => earlier.role === "user"),
                    )
                  : undefined
              }
            />
          );
        })}
      </ol>
      {waitingForFirstToken && (
        <TypingIndicator>
          {retry && (
            <span data-testid="chat-retry">
              {retry.reason}{" "}
              {t(
                {
                  id: "workbench.chat.retrying",
                  defaultMessage: "Trying again ({attempt, number} of {attempts, number})…",
                },
                { attempt: retry.attempt, attempts: retry.attempts },
              )}
            </span>
          )}
        </TypingIndicator>
      )}
      {unanswered && (
        <div className="mt-4 flex items-center gap-2 text-sm text-muted-fg">
          <span>
            {t({
              id: "workbench.chat.unanswered",
              defaultMessage: "This message has no answer yet.",
            })}
          </span>
          <RetryButton
            onClick={onRegenerate}
            label={t({ id: "workbench.chat.getAnswer", defaultMessage: "Get an answer" })}
          />
        </div>
      )}
      <div ref={endRef} />
    </div>
  );
}

export function RetryButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex items-center gap-1 rounded-md border border-border px-2 py-1 text-xs hover:bg-muted"
    >
      <RefreshCw className="h-3.5 w-3.5" aria-hidden /> {label}
    </button>
  );
}
