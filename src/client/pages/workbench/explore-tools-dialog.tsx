import { Star } from "lucide-react";
import { ToolIcon } from "@/client/components/tool-icon";
import { Dialog, DialogContent } from "@/client/components/ui/dialog";
import { categoryName, toolName } from "@/client/i18n/tool-messages";
import { useT } from "@/client/i18n/use-t";
import { useToolDescription } from "@/client/i18n/use-tool-description";
import { isBuilt, workingFirst } from "@/client/lib/tool-links";
import { type ToolId, tools } from "@/shared/tools/registry";

const listed = workingFirst(tools);

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  activeToolId: ToolId;
  favoriteTools: readonly ToolId[];
  onPick: (toolId: ToolId) => void;
  onToggleFavorite: (toolId: ToolId) => void;
};

/**
 * 'Explore AI Tools': every tool, those that work first, a favourite star on each; picking one
 * makes it active. A tool that does not work in this build says so on its card.
 */
export function ExploreToolsDialog(props: Props) {
  const { open, onOpenChange, activeToolId, favoriteTools, onPick, onToggleFavorite } = props;
  const { t } = useT();
  const describe = useToolDescription();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t({ id: "workbench.explore.title", defaultMessage: "Explore AI Tools" })}
        description={t({
          id: "workbench.explore.text",
          defaultMessage: "Pick a tool to work with.",
        })}
        className="sm:max-w-2xl lg:max-w-4xl"
      >
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {listed.map((tool) => {
            const favorite = favoriteTools.includes(tool.id);
            const name = t(toolName(tool.id));
            return (
              <li
                key={tool.id}
                className={`relative rounded-xl border bg-card ${
                  tool.id === activeToolId ? "border-primary" : "border-border"
                }`}
              >
                <button
                  type="button"
                  onClick={() => onPick(tool.id)}
                  className="flex w-full items-start gap-3 rounded-xl p-4 pe-12 text-start hover:bg-muted"
                >
                  <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary">
                    <ToolIcon name={tool.icon} />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-medium break-words">{name}</span>
                    <span className="block text-xs text-muted-fg">
                      {t(categoryName(tool.category))}
                    </span>
                    <span className="mt-1 block text-sm text-muted-fg">{describe(tool)}</span>
                    {!isBuilt(tool.id) && (
                      <span className="mt-2 inline-block rounded-full border border-border px-2 py-0.5 text-xs text-muted-fg">
                        {t({
                          id: "workbench.explore.unavailable",
                          defaultMessage: "Not available in this version yet",
                        })}
                      </span>
                    )}
                  </span>
                </button>
                <button
                  type="button"
                  onClick={() => onToggleFavorite(tool.id)}
                  aria-pressed={favorite}
                  aria-label={
                    favorite
                      ? t(
                          {
                            id: "workbench.explore.unfavorite",
                            defaultMessage: "Remove {tool} from favorites",
                          },
                          { tool: name },
                        )
                      : t(
                          {
                            id: "workbench.explore.favorite",
                            defaultMessage: "Add {tool} to favorites",
                          },
                          { tool: name },
                        )
                  }
                  className="absolute top-3 end-3 rounded-md p-1.5 text-muted-fg hover:bg-muted hover:text-fg"
                >
                  <Star
                    className={`h-4 w-4 ${favorite ? "fill-amber-400 text-amber-500" : ""}`}
                    aria-hidden
                  />
                </button>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
