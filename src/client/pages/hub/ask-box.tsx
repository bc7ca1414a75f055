import { ArrowUp, Loader2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "@/client/api/http";
import { type HubHandoff, useHubChat } from "@/client/api/hub-chat";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { workbenchUrl } from "@/client/lib/tool-links";
import { defineMessage } from "@/shared/i18n/runtime";
import { defaultToolId } from "@/shared/tools/registry";

const askAnything = defineMessage({ id: "hub.ask.label", defaultMessage: "Ask anything" });

/** The hub's single-line 'Ask anything' box: the answer streams in the workbench's default tool (Multi Chat). */
export function AskBox() {
  const { t } = useT();
  const [message, setMessage] = useState("");
  const hubChat = useHubChat();
  const navigate = useNavigate();
  const pending = hubChat.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text || pending) return;
    setMessage("");
    hubChat.mutate(text, {
      onSuccess: ({ conversationId, generation }) => {
        if (conversationId) {
          const state: HubHandoff = { answerPending: true, generation };
          void navigate(
            `${workbenchUrl(defaultToolId)}&conversation=${encodeURIComponent(conversationId)}`,
            { state },
          );
        } else {
          const state: HubHandoff = { pendingMessage: text, generation };
          void navigate(workbenchUrl(defaultToolId), { state });
        }
      },
      onError: (error) => {
        // Give the question back so it can be sent again.
        setMessage((current) => current || text);
        toast({
          title: t({ id: "hub.ask.error", defaultMessage: "Error" }),
          // No provider set up is not worth retrying: say which setting enables one.
          description:
            error instanceof ApiError && error.code === "provider_not_configured"
              ? error.message
              : t({
                  id: "hub.ask.failed",
                  defaultMessage: "Failed to process your request. Please try again.",
                }),
          variant: "destructive",
        });
      },
    });
  };

  return (
    <form onSubmit={submit} className="relative mx-auto mt-8 w-full max-w-2xl" aria-busy={pending}>
      <input
        aria-label={t(askAnything)}
        placeholder={t(askAnything)}
        value={message}
        disabled={pending}
        onChange={(event) => setMessage(event.target.value)}
        className="h-14 w-full rounded-2xl border border-border bg-card ps-5 pe-14 text-base disabled:opacity-60"
      />
      <button
        type="submit"
        aria-label={
          pending
            ? t({ id: "hub.ask.sending", defaultMessage: "Sending" })
            : t({ id: "hub.ask.send", defaultMessage: "Send" })
        }
        disabled={pending || !message.trim()}
        className="absolute end-2 top-2 flex h-10 w-10 items-center justify-center rounded-xl bg-primary text-primary-fg disabled:opacity-40"
      >
        {pending ? (
          <Loader2 className="h-5 w-5 animate-spin" aria-hidden />
        ) : (
          <ArrowUp className="h-5 w-5" aria-hidden />
        )}
      </button>
    </form>
  );
}
