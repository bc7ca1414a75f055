import { AlertCircle, Copy, Paperclip, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { isAttachmentUrl } from "@/client/api/http";
import { useT } from "@/client/i18n/use-t";
import { type ChatMessage, messageFiles, messageText } from "@/client/lib/chat-message";
import { SourceList, useCitations } from "./citations";
import { copyText } from "./copy-text";
import { LazyMarkdown } from "./lazy-markdown";
import { rowAttribute } from "./use-message-window";

type Props = {
  message: ChatMessage;
  /** Its place among the conversation's messages (1-based), of which only some are rendered. */
  place?: { at: number; of: number };
  /** The answer failed just now: its reason is announced. */
  justFailed?: boolean;
  /** Offered on the last answer once it is done ('Try again' when it failed). */
  onRegenerate?: () => void;
  /** The tool's own buttons for a finished answer (e.g. download it as a document). */
  actions?: ReactNode;
};

export function MessageItem({ message, place, justFailed = false, onRegenerate, actions }: Props) {
  const { t, rich } = useT();
  // Named for the windowed list's measuring; placed in the whole for screen readers.
  const row = {
    [rowAttribute]: message.id,
    "aria-posinset": place?.at,
    "aria-setsize": place?.of,
  };
  const text = messageText(message);
  const files = messageFiles(message);
  const sources = message.metadata?.sources;
  const citations = useCitations(sources);
  if (message.role === "user") {
    return (
      <li className="flex justify-end" data-role="user" {...row}>
        <div className="max-w-[85%] rounded-2xl rounded-ee-sm bg-primary px-4 py-2.5 text-primary-fg">
          {files.length > 0 && (
            <ul className="mb-1.5 flex flex-wrap gap-1.5 text-xs">
              {files.map((file) => (
                <li key={file.url}>
                  <FileChip
                    url={file.url}
                    name={
                      file.filename ??
                      t({ id: "workbench.chat.attachment", defaultMessage: "attachment" })
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          <p className="whitespace-pre-wrap break-words">{text}</p>
        </div>
      </li>
    );
  }
  const status = message.metadata?.status;
  const reason = message.metadata?.errorMessage;
  const failed = status === "error" && !text;
  return (
    <li className="flex justify-start" data-role="assistant" {...row}>
      <div className="w-full rounded-2xl sm:max-w-[92%] rounded-es-sm border border-border bg-card px-4 py-3">
        {failed ? (
          <p
            className="flex items-start gap-2 text-sm"
            data-testid="answer-failed"
            role={justFailed ? "alert" : undefined}
          >
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden />
            <span>
              {rich(
                {
                  id: "workbench.chat.failed",
                  defaultMessage: "<b>The answer failed:</b> <why>{reason}</why>",
                },
                {
                  b: (text) => <span className="font-medium">{text}</span>,
                  why: (text) => <span data-testid="chat-error-reason">{text}</span>,
                  reason:
                    reason ??
                    t({ id: "workbench.chat.noReason", defaultMessage: "no reason was recorded." }),
                },
              )}
            </span>
          </p>
        ) : (
          <div data-testid="answer-text">
            <LazyMarkdown text={text} citations={citations} />
          </div>
        )}
        {sources && <SourceList sources={sources} />}
        {status === "interrupted" && (
          <p className="mt-2 text-xs text-muted-fg" role={justFailed ? "alert" : undefined}>
            {reason
              ? rich(
                  {
                    id: "workbench.chat.stoppedWhy",
                    defaultMessage: "Stopped before the end: <why>{reason}</why>",
                  },
                  {
                    why: (text) => <span data-testid="chat-error-reason">{text}</span>,
                    reason,
                  },
                )
              : t({ id: "workbench.chat.stopped", defaultMessage: "Stopped before the end." })}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-1 text-xs text-muted-fg">
          {message.metadata?.modelDisplayName && (
            <span className="me-auto" data-testid="answer-model">
              {message.metadata.modelDisplayName}
            </span>
          )}
          <button
            type="button"
            onClick={() => copyText(text)}
            disabled={!text}
            className="ms-auto flex items-center gap-1 rounded px-1.5 py-1 hover:bg-muted hover:text-fg"
          >
            <Copy className="h-3.5 w-3.5" aria-hidden />{" "}
            {t({ id: "workbench.copy.copy", defaultMessage: "Copy" })}
          </button>
          {actions}
          {onRegenerate && (
            <button
              type="button"
              onClick={onRegenerate}
              className="flex items-center gap-1 rounded px-1.5 py-1 hover:bg-muted hover:text-fg"
            >
              <RefreshCw className="h-3.5 w-3.5" aria-hidden />{" "}
              {failed
                ? t({ id: "workbench.chat.tryAgain", defaultMessage: "Try again" })
                : t({ id: "workbench.chat.regenerate", defaultMessage: "Regenerate" })}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

const chipClass = "flex items-center gap-1 rounded-md bg-black/15 px-2 py-0.5";

/** An attachment of a sent message; our own uploads download (the server sends them as attachments). */
function FileChip({ url, name }: { url: string; name: string }) {
  const content = (
    <>
      <Paperclip className="h-3 w-3" aria-hidden />
      {name}
    </>
  );
  if (!isAttachmentUrl(url)) return <span className={chipClass}>{content}</span>;
  return (
    <a href={url} download={name} className={`${chipClass} hover:underline`}>
      {content}
    </a>
  );
}
