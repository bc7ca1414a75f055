import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ApiError } from "@/client/api/http";
import type { ResultStreamHandlers } from "@/client/api/result-stream";
import { usageKey } from "@/client/api/usage";
import { useFailureToast } from "@/client/components/plans/use-failure-toast";
import { useT } from "@/client/i18n/use-t";

type GenerationState<Partial> = {
  running: boolean;
  /** The object so far, while the model writes it. */
  partial: Partial | null;
  /** Set when the first answer was unusable and the model is being asked again. */
  retrying: string | null;
  error: string | null;
};

const idle = { running: false, partial: null, retrying: null, error: null };

/**
 * One generation at a time: its partial object, retry note and error for the view, and Stop
 * (which aborts the request, so the server stops asking the model).
 */
export function useGeneration<Result, Partial>() {
  const [state, setState] = useState<GenerationState<Partial>>(idle);
  const controller = useRef<AbortController | null>(null);
  const failureToast = useFailureToast();
  const { t } = useT();
  const queryClient = useQueryClient();

  const run = async (
    start: (handlers: ResultStreamHandlers<Partial>, signal: AbortSignal) => Promise<Result>,
  ): Promise<Result | null> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ ...idle, running: true });
    try {
      const result = await start(
        {
          onPartial: (partial) => setState((previous) => ({ ...previous, partial })),
          onRetry: (retrying) => setState((previous) => ({ ...previous, retrying, partial: null })),
        },
        current.signal,
      );
      if (controller.current === current) setState(idle);
      return result;
    } catch (error) {
      // A used-up allowance is said in a toast with the way to more, as well as in the view.
      if (error instanceof ApiError && error.quota)
        failureToast(
          t({ id: "workbench.result.notGenerated", defaultMessage: "Not generated" }),
          error,
        );
      if (controller.current === current)
        setState({
          ...idle,
          error: current.signal.aborted ? null : (error as Error).message,
        });
      return null;
    } finally {
      void queryClient.invalidateQueries({ queryKey: usageKey });
    }
  };

  const stop = () => {
    controller.current?.abort();
    controller.current = null;
    setState(idle);
  };

  return { ...state, run, stop, dismissError: () => setState(idle) };
}
