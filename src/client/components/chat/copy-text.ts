import { toast } from "@/client/components/ui/toast";
import { activeLocale } from "@/client/i18n/locale-store";
import { i18nFor } from "@/client/i18n/use-t";

/**
 * Copies to the clipboard and says so ('Copied'); false when the browser refused. `description`
 * is the toast's text, worded by the caller; by default it says a message was copied.
 */
export async function copyText(text: string, description?: string) {
  const { t } = i18nFor(activeLocale());
  try {
    await navigator.clipboard.writeText(text);
    toast({
      title: t({ id: "workbench.copy.done", defaultMessage: "Copied" }),
      description:
        description ??
        t({ id: "workbench.copy.message", defaultMessage: "Message copied to clipboard" }),
    });
    return true;
  } catch {
    toast({
      title: t({ id: "workbench.copy.failed", defaultMessage: "Copy failed" }),
      description: t({
        id: "workbench.copy.refused",
        defaultMessage: "Your browser did not allow access to the clipboard.",
      }),
      variant: "destructive",
    });
    return false;
  }
}
