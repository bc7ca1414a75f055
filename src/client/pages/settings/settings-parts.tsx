import { type ReactNode, useId } from "react";

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
  // Not made from the title: titles are translated, and in Japanese or Chinese would all give "-".
  const generated = useId();
  const headingId = `${id ?? generated}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-6 rounded-2xl border bg-card p-5 sm:p-6 ${
        tone === "danger" ? "border-destructive/50" : "border-border"
      }`}
    >
      <h3 id={headingId} className="text-lg font-semibold hyphens-auto">
        {title}
      </h3>
      {description && <div className="mt-1 text-sm text-muted-fg">{description}</div>}
      {children && <div className="mt-4">{children}</div>}
    </section>
  );
}
