import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { useEffect, useState } from "react";
import { useT } from "@/client/i18n/use-t";
import { dismissToast as dismiss, toastTop, useShownToast } from "./toast";

/**
 * Mounted once at the root; announces each toast to screen readers (Radix live region). Toasts
 * show at the top centre, under the page's top bars (useToastsBelow), where they cover no control.
 */
export function Toaster() {
  const { t } = useT();
  const shown = useShownToast();
  const [top, setTop] = useState(toastTop);
  const shownId = shown?.id;
  useEffect(() => {
    if (shownId === undefined) return;
    const place = () => setTop(toastTop());
    place();
    window.addEventListener("resize", place);
    return () => window.removeEventListener("resize", place);
  }, [shownId]);
  return (
    <ToastPrimitive.Provider
      swipeDirection="up"
      duration={5000}
      label={t({ id: "common.toast.label", defaultMessage: "Notification" })}
    >
      {shown && (
        <ToastPrimitive.Root
          key={shown.id}
          type={shown.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => !open && dismiss(shown.id)}
          data-variant={shown.variant ?? "default"}
          className={`relative flex w-full items-start gap-3 rounded-xl border p-4 pe-10 shadow-lg ${
            shown.variant === "destructive"
              ? "border-destructive bg-destructive text-destructive-fg"
              : "border-border bg-card text-fg"
          }`}
        >
          <div className="flex-1">
            <ToastPrimitive.Title className="text-sm font-semibold">
              {shown.title}
            </ToastPrimitive.Title>
            {shown.description && (
              <ToastPrimitive.Description className="mt-1 text-sm opacity-90">
                {shown.description}
              </ToastPrimitive.Description>
            )}
          </div>
          {shown.action && (
            <ToastPrimitive.Action
              altText={shown.action.label}
              onClick={shown.action.onClick}
              className="rounded-md border border-current px-2 py-1 text-xs font-medium"
            >
              {shown.action.label}
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close
            aria-label={t({ id: "common.action.close", defaultMessage: "Close" })}
            className="absolute end-3 top-3 rounded p-0.5 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        // Radix puts the keyboard shortcut where its label says {hotkey}.
        label={t(
          { id: "common.toast.region", defaultMessage: "Notifications ({hotkey})" },
          { hotkey: "{hotkey}" },
        )}
        style={{ top }}
        className="fixed left-1/2 z-[100] flex w-full max-w-sm -translate-x-1/2 flex-col p-3 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
