import { Link } from "react-router";
import { type Tool, tools } from "@/shared/tools/registry";

const chatTools = tools.filter((entry) => entry.kind === "chat");

/** Tools with their own panel (image, video, voice, 3D...) have no chat; their panels are not built yet. */
export function PanelUnavailable({ tool }: { tool: Tool }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center">
      <h1 className="text-2xl font-bold">Welcome to {tool.name}</h1>
      <p className="mt-3 text-muted-fg">{tool.description}</p>
      <p className="mt-6 rounded-xl border border-border bg-card px-4 py-3 text-sm">
        {tool.name} has its own workspace, which is not available in this version of Bismo yet.
      </p>
      <p className="mt-6 text-sm text-muted-fg">These chat tools work today:</p>
      <ul className="mt-2 flex flex-wrap justify-center gap-2">
        {chatTools.map((entry) => (
          <li key={entry.id}>
            <Link
              to={`/ai-workbench?tool=${entry.id}`}
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
