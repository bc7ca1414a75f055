import { AlertCircle, RefreshCw } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import type { ChatMessage } from "@/client/lib/chat-message";
import { messageText } from "@/client/lib/chat-message";
import { MessageItem } from "./message-item";
import { TypingIndicator } from "./typing-indicator";

type Props = {
  messages: ChatMessage[];
  status: "submitted" | "streaming" | "ready" | "error";
  /** The specific reason of the last failure, shown in the list. */
  errorReason: string | null;
  onRegenerate: () => void;
  /** A tool's own buttons beside a finished answer, given the answer and its question. */
  answerActions?: (answer: ChatMessage, question: ChatMessage | undefined) => ReactNode;
};

export function MessageList({ messages, status, errorReason, onRegenerate, answerActions }: Props) {
  const endRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const busy = status === "submitted" || status === "streaming";
  const waitingForFirstToken =
    status === "submitted" ||
    (status === "streaming" && (last?.role !== "assistant" || !messageText(last)));
  const unanswered = !busy && !errorReason && last?.role === "user";

  // Keep the newest text in view while it streams.
  const lastLength = last ? messageText(last).length : 0;
  useEffect(() => {
    if (lastLength >= 0) endRef.current?.scrollIntoView({ block: "end" });
  }, [lastLength]);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <ol className="flex flex-col gap-4" aria-label="Messages">
        {messages.map((message, index) => {
          const isLastAnswer = index === messages.length - 1 && message.role === "assistant";
          // An answer with nothing in it yet (streaming, or failed before the first token) is not shown;
          // the typing indicator or the failure reason stands in for it.
          const empty =
            message.role === "assistant" &&
            !messageText(message) &&
            message.metadata?.status !== "error";
          if (empty) return null;
          const finished =
            message.role === "assistant" &&
            !(isLastAnswer && busy) &&
            message.metadata?.status !== "error" &&
            message.metadata?.status !== "interrupted";
          return (
            <MessageItem
              key={message.id}
              message={message}
              onRegenerate={isLastAnswer && !busy ? onRegenerate : undefined}
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
      {waitingForFirstToken && <TypingIndicator />}
      {errorReason && (
        <div
          role="alert"
          className="mt-4 flex flex-wrap items-start gap-2 rounded-xl border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm"
        >
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden />
          <p className="flex-1">
            <span className="font-medium">The answer failed: </span>
            <span data-testid="chat-error-reason">{errorReason}</span>
          </p>
          <RetryButton onClick={onRegenerate} label="Try again" />
        </div>
      )}
      {unanswered && (
        <div className="mt-4 flex items-center gap-2 text-sm text-muted-fg">
          <span>This message has no answer yet.</span>
          <RetryButton onClick={onRegenerate} label="Get an answer" />
        </div>
      )}
      <div ref={endRef} />
    </div>
  );
}

function RetryButton({ onClick, label }: { onClick: () => void; label: string }) {
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
