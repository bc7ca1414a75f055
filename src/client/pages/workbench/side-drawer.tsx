import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ReactNode } from "react";
import { useT } from "@/client/i18n/use-t";

type Props = {
  side: "left" | "right";
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
};

/** A side panel as a sliding sheet, for screens narrower than the three-panel layout. */
export function SideDrawer({ side, title, open, onOpenChange, children }: Props) {
  const { t } = useT();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <DialogPrimitive.Content
          className={`fixed top-0 bottom-0 z-50 flex w-[min(20rem,88vw)] flex-col overflow-y-auto border-border bg-bg shadow-2xl ${
            side === "left" ? "start-0 border-e" : "end-0 border-s"
          }`}
        >
          <div className="flex items-center justify-between border-b border-border px-4 py-3">
            <DialogPrimitive.Title className="font-semibold">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
            <DialogPrimitive.Close
              aria-label={t({ id: "workbench.action.close", defaultMessage: "Close" })}
              className="rounded-md p-1 text-muted-fg hover:bg-muted hover:text-fg"
            >
              <X className="h-5 w-5" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
