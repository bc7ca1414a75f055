import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";

/** One card of a section, with its own heading. */
export function SettingsCard({
  id,
  title,
  description,
  children,
  tone = "default",
}: {
  id?: string;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  tone?: "default" | "danger";
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, "-")}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-6 rounded-2xl border bg-card p-5 sm:p-6 ${
        tone === "danger" ? "border-destructive/50" : "border-border"
      }`}
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {title}
      </h3>
      {description && <div className="mt-1 text-sm text-muted-fg">{description}</div>}
      {children && <div className="mt-4">{children}</div>}
    </section>
  );
}

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

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
    >
      <span>{message}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
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
