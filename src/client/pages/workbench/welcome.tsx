import { useDescribeTool } from "@/client/api/models";
import type { Tool } from "@/shared/tools/registry";

/** The empty state of a chat tool. */
export function Welcome({ tool }: { tool: Tool }) {
  const describe = useDescribeTool();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center">
      <h1 className="text-2xl font-bold">Welcome to {tool.name}</h1>
      <p className="mt-3 text-muted-fg">{describe(tool)}</p>
      <p className="mt-6 text-sm">Start a conversation below to get started.</p>
    </div>
  );
}
