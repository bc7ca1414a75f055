import { Bot, EyeOff, Loader2, Minus, Send } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useT } from "@/client/i18n/use-t";
import { assistantMaxLength, useAssistantChat } from "./use-assistant-chat";

type Props = {
  open: boolean;
  box: { x: number; y: number; width: number; height: number };
  onClose: () => void;
  onHide: () => void;
};

/** The expanded assistant: its conversation, the typing state and the message box. */
export function AssistantPanel({ open, box, onClose, onHide }: Props) {
  const { t } = useT();
  const navigate = useNavigate();
  const { messages, typing, send } = useAssistantChat(navigate);
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const counterId = useId();

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send(draft)) setDraft("");
  };

  return (
    <section
      aria-labelledby={titleId}
      data-assistant
      hidden={!open}
      onKeyDown={(event) => event.key === "Escape" && onClose()}
      style={{ left: box.x, top: box.y, width: box.width, height: box.height }}
      className="fixed z-40 flex flex-col overflow-hidden rounded-2xl border border-border bg-bg text-start text-fg shadow-2xl [&[hidden]]:hidden"
    >
      <header className="flex items-center gap-3 border-b border-border bg-card px-4 py-3">
        <span className="flex h-9 w-9 items-center justify-center rounded-full bg-primary text-primary-fg">
          <Bot className="h-5 w-5" aria-hidden />
        </span>
        <div className="flex-1">
          <h2 id={titleId} className="text-sm font-semibold">
            {t({ id: "assistant.title", defaultMessage: "AI Assistant" })}
          </h2>
          <p className="text-xs text-muted-fg">
            {t({ id: "assistant.subtitle", defaultMessage: "Finds the right tool for you" })}
          </p>
        </div>
        <button
          type="button"
          aria-label={t({ id: "assistant.hide", defaultMessage: "Hide the assistant" })}
          title={t({ id: "assistant.hide", defaultMessage: "Hide the assistant" })}
          onClick={onHide}
          className="rounded-md p-2 text-muted-fg hover:bg-muted hover:text-fg"
        >
          <EyeOff className="h-4 w-4" aria-hidden />
        </button>
        <button
          type="button"
          aria-label={t({ id: "assistant.minimise", defaultMessage: "Minimise the assistant" })}
          title={t({ id: "assistant.minimiseShort", defaultMessage: "Minimise" })}
          onClick={onClose}
          className="rounded-md p-2 text-muted-fg hover:bg-muted hover:text-fg"
        >
          <Minus className="h-4 w-4" aria-hidden />
        </button>
      </header>
      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label={t({ id: "assistant.log", defaultMessage: "Conversation with the assistant" })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log takes focus so a long conversation scrolls by keyboard
        tabIndex={0}
        className="flex flex-1 flex-col gap-3 overflow-y-auto px-4 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
      >
        {messages.map((message) => (
          <p
            key={message.id}
            data-role={message.role}
            className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap ${
              message.role === "user"
                ? "self-end rounded-ee-sm bg-primary text-primary-fg"
                : "self-start rounded-es-sm bg-muted"
            }`}
          >
            {message.content}
          </p>
        ))}
        {typing && (
          <p
            className="flex items-center gap-2 self-start text-xs text-muted-fg"
            data-testid="assistant-typing"
          >
            <Loader2 className="h-3 w-3 animate-spin" aria-hidden />
            {t({ id: "assistant.typing", defaultMessage: "Assistant is typing…" })}
          </p>
        )}
      </div>
      <form onSubmit={submit} className="border-t border-border px-3 pt-3 pb-2">
        <div className="flex gap-2">
          <input
            ref={input}
            value={draft}
            maxLength={assistantMaxLength}
            aria-label={t({ id: "assistant.input", defaultMessage: "Message the assistant" })}
            aria-describedby={counterId}
            placeholder={t({ id: "assistant.placeholder", defaultMessage: "Ask me anything…" })}
            onChange={(event) => setDraft(event.target.value)}
            className="h-10 min-w-0 flex-1 rounded-lg border border-border bg-card px-3 text-sm"
          />
          <button
            type="submit"
            aria-label={t({ id: "assistant.send", defaultMessage: "Send" })}
            disabled={!draft.trim() || typing}
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-fg disabled:cursor-not-allowed disabled:opacity-40"
          >
            <Send className="h-4 w-4" aria-hidden />
          </button>
        </div>
        <p id={counterId} className="mt-1 text-end text-xs text-muted-fg">
          {t(
            {
              id: "assistant.count",
              defaultMessage: "{used, number} / {limit, number} characters",
            },
            { used: draft.length, limit: assistantMaxLength },
          )}
        </p>
      </form>
    </section>
  );
}
