import { AlertTriangle, Loader2 } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";

type Props = {
  running: boolean;
  /** What is being made, e.g. "Writing card 3 of 10". */
  progress: string;
  retrying: string | null;
  error: string | null;
  onStop: () => void;
};

/** While a generation runs: what it has done, a retry note, Stop; after a failure, the reason. */
export function GenerationStatus({ running, progress, retrying, error, onStop }: Props) {
  const { t } = useT();
  if (error)
    return (
      <div
        role="alert"
        className="flex gap-2 rounded-xl border border-destructive px-4 py-3 text-sm"
      >
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden />
        <p>{error}</p>
      </div>
    );
  if (!running) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card px-4 py-3 text-sm">
      <Loader2 className="h-4 w-4 animate-spin text-primary" aria-hidden />
      <p role="status" className="flex-1">
        {progress}
        {retrying && <span className="block text-muted-fg">{retrying}</span>}
      </p>
      <Button variant="outline" size="sm" onClick={onStop}>
        {t({ id: "workbench.action.stop", defaultMessage: "Stop" })}
      </Button>
    </div>
  );
}
