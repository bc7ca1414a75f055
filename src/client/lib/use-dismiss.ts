import { type RefObject, useEffect } from "react";

/**
 * While a popup is open, closes it on Escape (handing focus back to `returnFocus`) and when the
 * user presses or moves focus anywhere outside `root`, the popup and its toggle together.
 */
export function useDismiss({
  open,
  setOpen,
  root,
  returnFocus,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  root: RefObject<HTMLElement | null>;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      returnFocus.current?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("focusin", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("focusin", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open, setOpen, root, returnFocus]);
}
