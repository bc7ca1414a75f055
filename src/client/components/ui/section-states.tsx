import type { ReactNode } from "react";
import { useT } from "@/client/i18n/use-t";
import { Button } from "./button";

/**
 * The states a page section passes through and the short lines it shows: loading, a load that
 * failed (with Try again), a note under a control, a form's error. Settings and the admin area
 * share them.
 */

/** A section's data on its way: a spinner and what is loading, read out. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-3 py-4 text-sm text-muted-fg">
      <span
        className="h-4 w-4 animate-spin rounded-full border-2 border-primary border-t-transparent"
        aria-hidden
      />
      {label}
    </p>
  );
}

/** A section whose data could not be loaded: why, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useT();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
    >
      <span>{message}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t({ id: "common.action.tryAgain", defaultMessage: "Try again" })}
      </Button>
    </div>
  );
}

/** A short line under a control that says where a choice is kept or why it cannot work. */
export function Note({ children }: { children: ReactNode }) {
  return <p className="mt-3 text-xs text-muted-fg">{children}</p>;
}

/** A form's failure, in the server's words, read out as it appears. */
export function FormError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p
      id={id}
      role="alert"
      className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
    >
      {children}
    </p>
  );
}
