import { LayoutGrid, Plus } from "lucide-react";
import { type ReactNode, useId } from "react";
import { ToolIcon } from "@/client/components/tool-icon";
import { Button } from "@/client/components/ui/button";
import { toolName } from "@/client/i18n/tool-messages";
import { useT } from "@/client/i18n/use-t";
import { useToolDescription } from "@/client/i18n/use-tool-description";
import type { Tool } from "@/shared/tools/registry";
import { ExportMenu } from "./export-menu";
import type { WorkbenchExports } from "./use-workbench-actions";

type Props = {
  tool: Tool;
  onExplore: () => void;
  onNewChat: () => void;
  exports: WorkbenchExports;
  /** The chat history list, when the tool has saved chats. */
  history: ReactNode;
};

/**
 * Left panel: the current tool, 'Explore Tools', quick actions (a chat's New Chat and Export
 * History; a panel tool's Start over) and the history.
 */
export function LeftPanel({ tool, onExplore, onNewChat, exports, history }: Props) {
  const headingId = useId();
  const { t } = useT();
  const describe = useToolDescription();
  return (
    <div className="flex flex-col gap-6 p-4">
      <section className="rounded-xl border border-border bg-card p-4">
        <div className="flex items-center gap-2">
          <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-primary/15 text-primary">
            <ToolIcon name={tool.icon} />
          </span>
          <h2 className="min-w-0 font-semibold break-words">{t(toolName(tool.id))}</h2>
        </div>
        <p className="mt-2 text-sm text-muted-fg">{describe(tool)}</p>
        <Button variant="outline" size="sm" className="mt-3 w-full" onClick={onExplore}>
          <LayoutGrid className="h-4 w-4" aria-hidden />{" "}
          {t({ id: "workbench.explore.button", defaultMessage: "Explore Tools" })}
        </Button>
      </section>
      <section aria-labelledby={headingId}>
        <h2
          id={headingId}
          className="mb-2 text-xs font-semibold tracking-wide text-muted-fg uppercase"
        >
          {t({ id: "workbench.actions.heading", defaultMessage: "Quick Actions" })}
        </h2>
        <div className="grid gap-2">
          <Button variant="ghost" size="sm" className="justify-start" onClick={onNewChat}>
            <Plus className="h-4 w-4" aria-hidden />{" "}
            {tool.kind === "chat"
              ? t({ id: "workbench.actions.newChat", defaultMessage: "New Chat" })
              : t({ id: "workbench.actions.startOver", defaultMessage: "Start over" })}
          </Button>
          {/* A panel tool's results are saved and downloaded where they are shown, not as chats. */}
          {tool.kind === "chat" && <ExportMenu tool={tool} exports={exports} />}
        </div>
      </section>
      {history}
    </div>
  );
}
