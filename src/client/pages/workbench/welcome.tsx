import { toolName } from "@/client/i18n/tool-messages";
import { useT } from "@/client/i18n/use-t";
import { useToolDescription } from "@/client/i18n/use-tool-description";
import type { Tool } from "@/shared/tools/registry";

/** The empty state of a chat tool. */
export function Welcome({ tool }: { tool: Tool }) {
  const { t } = useT();
  const describe = useToolDescription();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center">
      <h1 className="text-2xl font-bold break-words">
        {t(
          { id: "workbench.welcome.title", defaultMessage: "Welcome to {tool}" },
          { tool: t(toolName(tool.id)) },
        )}
      </h1>
      <p className="mt-3 text-muted-fg">{describe(tool)}</p>
      <p className="mt-6 text-sm">
        {t({
          id: "workbench.welcome.start",
          defaultMessage: "Start a conversation below to get started.",
        })}
      </p>
    </div>
  );
}
