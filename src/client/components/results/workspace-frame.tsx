import type { ReactNode } from "react";

/** The centre of a panel tool: one scrolling column, wide enough for decks and kits. */
export function WorkspaceFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-6 sm:px-6">{children}</div>
    </div>
  );
}

/** A workspace's heading block: the tool's or the result's name and a line under it. */
export function WorkspaceHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="space-y-1">
      <h1 className="text-2xl font-bold break-words">{title}</h1>
      {children && <div className="text-sm text-muted-fg">{children}</div>}
    </header>
  );
}
