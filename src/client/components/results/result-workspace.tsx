import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useOpenResult } from "@/client/lib/open-result";
import type { SavedResult, savedResultHooks } from "@/client/lib/saved-results";
import { WorkspaceFrame } from "./workspace-frame";

type Props<Result extends SavedResult> = {
  hooks: Pick<ReturnType<typeof savedResultHooks<Result, unknown>>, "useResult">;
  isAuthenticated: boolean;
  /** What one result is called, e.g. "deck". */
  noun: string;
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
  const { resultId, open } = useOpenResult();
  const result = hooks.useResult(resultId, isAuthenticated);
  return (
    <WorkspaceFrame>
      {!resultId ? (
        form
      ) : result.data ? (
        view(result.data)
      ) : result.error ? (
        <div role="alert" className="space-y-3 text-center">
          <p>
            This {noun} could not be opened: {result.error.message}
          </p>
          <Button variant="outline" onClick={() => open(null)}>
            Make a new {noun}
          </Button>
        </div>
      ) : (
        <Loader2 className="mx-auto h-6 w-6 animate-spin" aria-label={`Loading ${noun}`} />
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
  const update = hooks.useUpdate(isAuthenticated, (error) =>
    toast({ title: "Not saved", description: error.message, variant: "destructive" }),
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
