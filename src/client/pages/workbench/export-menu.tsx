import { Download } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { buttonClass } from "@/client/components/ui/button";
import { toolName } from "@/client/i18n/tool-messages";
import { useT } from "@/client/i18n/use-t";
import type { Tool } from "@/shared/tools/registry";
import type { WorkbenchExports } from "./use-workbench-actions";

const itemClass =
  "block w-full rounded-lg px-3 py-2 text-start text-sm outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-primary/15 data-[highlighted]:ring-2 data-[highlighted]:ring-primary data-[highlighted]:ring-inset";

/**
 * 'Export History': this conversation, or the tool's whole history in one file, as two actions.
 * With nothing to export either way it says 'No History' instead of opening.
 */
export function ExportMenu({ tool, exports }: { tool: Tool; exports: WorkbenchExports }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const nothing = !exports.conversation && !exports.all;
  return (
    <DropdownMenu.Root
      open={open}
      onOpenChange={(next) => {
        if (next && nothing) exports.none();
        else setOpen(next);
      }}
    >
      <DropdownMenu.Trigger className={`${buttonClass("ghost", "sm")} justify-start`}>
        <Download className="h-4 w-4" aria-hidden />{" "}
        {t({ id: "workbench.export.button", defaultMessage: "Export History" })}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-50 min-w-56 rounded-xl border border-border bg-bg p-1 shadow-xl"
        >
          <DropdownMenu.Item
            className={itemClass}
            disabled={!exports.conversation}
            onSelect={() => exports.conversation?.()}
          >
            {t({ id: "workbench.export.conversation", defaultMessage: "This conversation" })}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            disabled={!exports.all}
            onSelect={() => void exports.all?.()}
          >
            {t(
              { id: "workbench.export.all", defaultMessage: "All {tool} conversations" },
              { tool: t(toolName(tool.id)) },
            )}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
