import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
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
