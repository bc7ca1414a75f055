import { Loader2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { ApiError } from "@/client/api/http";
import { useSubmitToolSuggestion } from "@/client/api/tool-suggestions";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { toolSuggestionLimits } from "@/shared/tool-suggestions";

const { maxLength } = toolSuggestionLimits;

/** 'Missing an AI tool? Suggest it to us': stored on the server, confirmed with a toast. */
export function SuggestToolBox() {
  const { t } = useT();
  const inputId = useId();
  const counterId = useId();
  const [text, setText] = useState("");
  const submit = useSubmitToolSuggestion();
  const blank = text.trim().length === 0;

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (blank || submit.isPending) return;
    submit.mutate(text.trim(), {
      onSuccess: () => {
        setText("");
        toast({
          title: t({ id: "hub.suggest.thanks", defaultMessage: "Thanks for your suggestion!" }),
          description: t({
            id: "hub.suggest.thanksText",
            defaultMessage: "We read every idea and use them to decide which tools to add next.",
          }),
        });
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: t({ id: "hub.suggest.failed", defaultMessage: "Suggestion not sent" }),
          description:
            error instanceof ApiError
              ? error.message
              : t({
                  id: "common.error.generic",
                  defaultMessage: "Something went wrong. Please try again.",
                }),
        }),
    });
  };

  return (
    <form
      onSubmit={send}
      className="mx-auto mt-16 w-full max-w-2xl rounded-2xl border border-border bg-card p-5 text-start"
    >
      <label htmlFor={inputId} className="font-semibold">
        {t({ id: "hub.suggest.label", defaultMessage: "Missing an AI tool? Suggest it to us" })}
      </label>
      <textarea
        id={inputId}
        value={text}
        maxLength={maxLength}
        rows={3}
        aria-describedby={counterId}
        placeholder={t({
          id: "hub.suggest.placeholder",
          defaultMessage: "Describe the tool you would like to see…",
        })}
        onChange={(event) => setText(event.target.value)}
        className="mt-3 w-full resize-y rounded-xl border border-border bg-bg px-4 py-3 text-sm"
      />
      <div className="mt-3 flex items-center justify-between gap-3">
        <span id={counterId} className="text-xs text-muted-fg">
          {t(
            {
              id: "hub.suggest.count",
              defaultMessage:
                "{used, number} / {max, plural, one {# character} other {# characters}}",
            },
            { used: text.length, max: maxLength },
          )}
        </span>
        <button
          type="submit"
          disabled={blank || submit.isPending}
          className="inline-flex h-10 items-center gap-2 rounded-lg bg-primary px-5 text-sm font-medium text-primary-fg hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {submit.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          {t({ id: "hub.suggest.submit", defaultMessage: "Submit" })}
        </button>
      </div>
    </form>
  );
}
