import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { useOpenResult } from "@/client/lib/open-result";
import type { SavedResult, savedResultHooks } from "@/client/lib/saved-results";
import { nounKey, type ResultNoun } from "./result-nouns";
import { WorkspaceFrame } from "./workspace-frame";

type Props<Result extends SavedResult> = {
  hooks: Pick<ReturnType<typeof savedResultHooks<Result, unknown>>, "useResult">;
  isAuthenticated: boolean;
  /** What one result is called. */
  noun: ResultNoun;
  /** The form that makes a new result. */
  form: ReactNode;
  /** The open result. */
  view: (result: Result) => ReactNode;
};

/** A panel tool's centre: its form, or the result `?result=<id>` names (loading, or why it cannot open). */
export function ResultWorkspace<Result extends SavedResult>({
  hooks,
  isAuthenticated,
  noun,
  form,
  view,
}: Props<Result>) {
  const { t } = useT();
  const { resultId, open } = useOpenResult();
  const result = hooks.useResult(resultId, isAuthenticated);
  const key = nounKey(noun);
  return (
    <WorkspaceFrame>
      {!resultId ? (
        form
      ) : result.data ? (
        view(result.data)
      ) : result.error ? (
        <div role="alert" className="space-y-3 text-center">
          <p>
            {t(
              {
                id: "workbench.result.openFailed",
                defaultMessage:
                  "{noun, select, deck {This deck} quiz {This quiz} plan {This plan} brandKit {This brand kit} other {This result}} could not be opened: {reason}",
              },
              { noun: key, reason: result.error.message },
            )}
          </p>
          <Button variant="outline" onClick={() => open(null)}>
            {t(
              {
                id: "workbench.result.makeNew",
                defaultMessage:
                  "{noun, select, deck {Make a new deck} quiz {Make a new quiz} plan {Make a new plan} brandKit {Make a new brand kit} other {Start again}}",
              },
              { noun: key },
            )}
          </Button>
        </div>
      ) : (
        <Loader2
          className="mx-auto h-6 w-6 animate-spin"
          aria-label={t(
            {
              id: "workbench.result.loading",
              defaultMessage:
                "{noun, select, deck {Loading the deck} quiz {Loading the quiz} plan {Loading the plan} brandKit {Loading the brand kit} other {Loading}}",
            },
            { noun: key },
          )}
        />
      )}
    </WorkspaceFrame>
  );
}

/** A change to an open result: it gets the latest version and gives the next. */
export type ResultChange<Result> = (change: (current: Result) => Result) => void;

/**
 * ResultWorkspace for results the person edits (decks, plans, kits): the view gets `onChange`,
 * which shows the change at once and saves it; a failed save says so in a toast.
 */
export function EditableResultWorkspace<Result extends SavedResult>({
  hooks,
  isAuthenticated,
  view,
  ...rest
}: Omit<Props<Result>, "hooks" | "view"> & {
  hooks: Pick<ReturnType<typeof savedResultHooks<Result, unknown>>, "useResult" | "useUpdate">;
  view: (result: Result, onChange: ResultChange<Result>) => ReactNode;
}) {
  const { t } = useT();
  const update = hooks.useUpdate(isAuthenticated, (error) =>
    toast({
      title: t({ id: "workbench.result.notSaved", defaultMessage: "Not saved" }),
      description: error.message,
      variant: "destructive",
    }),
  );
  return (
    <ResultWorkspace
      {...rest}
      hooks={hooks}
      isAuthenticated={isAuthenticated}
      view={(result) => view(result, (change) => update(result.id, change))}
    />
  );
}
