import { Link } from "react-router";
import { builtTools, workbenchUrl } from "@/client/lib/tool-links";
import type { Tool } from "@/shared/tools/registry";

/** A tool with a workspace of its own that this build does not have yet; every working tool is offered instead. */
export function PanelUnavailable({ tool }: { tool: Tool }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center">
      <h1 className="text-2xl font-bold">Welcome to {tool.name}</h1>
      <p className="mt-3 text-muted-fg">{tool.description}</p>
      <p className="mt-6 rounded-xl border border-border bg-card px-4 py-3 text-sm">
        {tool.name} has its own workspace, which is not available in this version of Bismo yet.
      </p>
      <p className="mt-6 text-sm text-muted-fg">These tools work today:</p>
      <ul className="mt-2 flex flex-wrap justify-center gap-2" aria-label="Tools that work today">
        {builtTools.map((entry) => (
          <li key={entry.id}>
            <Link
              to={workbenchUrl(entry.id)}
              className="inline-block rounded-lg border border-border px-3 py-1.5 text-sm hover:bg-muted"
            >
              {entry.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
