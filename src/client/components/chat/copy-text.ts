import { toast } from "@/client/components/ui/toast";

/** Copies to the clipboard and says so ('Copied'); false when the browser refused. */
export async function copyText(text: string, description = "Message copied to clipboard") {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied", description });
    return true;
  } catch {
    toast({
      title: "Copy failed",
      description: "Your browser did not allow access to the clipboard.",
      variant: "destructive",
    });
    return false;
  }
}
