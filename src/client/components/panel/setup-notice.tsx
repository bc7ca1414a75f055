import type { ReactNode } from "react";

/**
 * Why a tool cannot work on this server (no provider set up, and the setting that switches one
 * on), or another note on how it works here; nothing when there is none. `panel` shows it in
 * place of the whole workspace, for a tool that has nothing to offer without it.
 */
export function SetupNotice({
  children,
  id,
  panel = false,
  alert = false,
}: {
  children: ReactNode;
  id?: string;
  panel?: boolean;
  /** The tool's state could not be asked: a failure rather than a note. */
  alert?: boolean;
}) {
  if (children === null || children === undefined || children === false) return null;
  const note = (
    <p
      id={id}
      role={alert ? "alert" : "note"}
      className={`rounded-lg border border-border bg-muted text-sm ${panel ? "mx-auto max-w-2xl p-4" : "p-3"}`}
    >
      {children}
    </p>
  );
  return panel ? <div className="flex-1 overflow-y-auto p-4 sm:p-6">{note}</div> : note;
}
