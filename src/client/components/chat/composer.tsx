import type { FileUIPart } from "ai";
import { ArrowUp, Paperclip, Square } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useT } from "@/client/i18n/use-t";
import { defineMessage } from "@/shared/i18n/runtime";
import type { ToolId } from "@/shared/tools/registry";
import { AttachmentChips } from "./attachment-chips";
import { useAttachments } from "./use-attachments";

type Props = {
  toolId: ToolId;
  toolName: string;
  /** The tool's accept list; an empty list means no attachments. */
  accept: readonly string[];
  busy: boolean;
  /** Why sending is impossible right now (no usable model), if it is. */
  blockedReason: string | null;
  onSend: (text: string, files: FileUIPart[]) => void;
  onStop: () => void;
};

/** The keys the message bar answers to; the workbench's info panel lists them. */
export const composerShortcuts = [
  {
    keys: ["Enter"],
    action: defineMessage({ id: "workbench.keys.send", defaultMessage: "Send the message" }),
  },
  {
    keys: ["Shift", "Enter"],
    action: defineMessage({ id: "workbench.keys.newLine", defaultMessage: "New line" }),
  },
  {
    keys: ["Esc"],
    action: defineMessage({ id: "workbench.keys.stop", defaultMessage: "Stop the answer" }),
  },
  {
    keys: ["/"],
    action: defineMessage({ id: "workbench.keys.focus", defaultMessage: "Go to the message box" }),
  },
] as const;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The bottom message bar: Enter sends, Shift+Enter adds a line, Esc stops an answer, `/` from
 * anywhere else on the page comes here; attachments upload as they are picked.
 */
export function Composer({ toolId, toolName, accept, busy, blockedReason, onSend, onStop }: Props) {
  const { t } = useT();
  const [text, setText] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "/" || event.defaultPrevented || isTyping(event.target)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      // Keys pressed in a dialog or a menu belong to it.
      if (event.target instanceof Element && event.target.closest("[role=dialog],[role=menu]"))
        return;
      event.preventDefault();
      box.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  const files = useAttachments(toolId, accept);
  const canSend = Boolean(text.trim()) && !busy && !files.uploading && !blockedReason;

  const send = () => {
    if (!canSend) return;
    onSend(text.trim(), files.fileParts);
    setText("");
    files.clear();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    } else if (event.key === "Escape" && busy) {
      event.preventDefault();
      onStop();
    }
  };

  return (
    <div className="border-t border-border bg-bg px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
      <div className="mx-auto w-full max-w-3xl">
        <div className="mb-2 empty:hidden">
          <AttachmentChips attachments={files.attachments} onRemove={files.remove} />
        </div>
        <div className="flex items-end gap-2 rounded-2xl border border-border bg-card p-2 focus-within:outline-2 focus-within:outline-primary">
          {accept.length > 0 && (
            <>
              <input
                ref={fileInput}
                type="file"
                multiple
                accept={accept.join(",")}
                className="sr-only"
                tabIndex={-1}
                aria-hidden
                onChange={(event) => {
                  files.add(Array.from(event.target.files ?? []));
                  event.target.value = "";
                }}
              />
              <button
                type="button"
                onClick={() => fileInput.current?.click()}
                aria-label={t({ id: "workbench.attach.files", defaultMessage: "Attach files" })}
                title={t(
                  { id: "workbench.attach.filesOf", defaultMessage: "Attach files ({accepted})" },
                  { accepted: accept.join(", ") },
                )}
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl text-muted-fg hover:bg-muted hover:text-fg"
              >
                <Paperclip className="h-5 w-5" aria-hidden />
              </button>
            </>
          )}
          <textarea
            ref={box}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            rows={1}
            placeholder={t(
              { id: "workbench.composer.placeholder", defaultMessage: "Message {tool}..." },
              { tool: toolName },
            )}
            aria-label={t(
              { id: "workbench.composer.label", defaultMessage: "Message {tool}" },
              { tool: toolName },
            )}
            // The surrounding box shows focus; the global :focus-visible ring would draw a second one.
            style={{ outline: "none" }}
            className="max-h-48 min-h-10 flex-1 resize-none bg-transparent px-2 py-2 text-base outline-none [field-sizing:content] sm:text-sm"
          />
          {busy ? (
            <button
              type="button"
              onClick={onStop}
              aria-label={t({ id: "workbench.action.stop", defaultMessage: "Stop" })}
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-fg text-bg"
            >
              <Square className="h-4 w-4 fill-current" aria-hidden />
            </button>
          ) : (
            <button
              type="button"
              onClick={send}
              disabled={!canSend}
              aria-label={t({ id: "workbench.composer.send", defaultMessage: "Send message" })}
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-fg disabled:opacity-40"
            >
              <ArrowUp className="h-5 w-5" aria-hidden />
            </button>
          )}
        </div>
        {blockedReason && <p className="mt-1.5 text-xs text-muted-fg">{blockedReason}</p>}
      </div>
    </div>
  );
}
