import { useNavigate } from "react-router";
import { ApiError } from "@/client/api/http";
import { toast } from "@/client/components/ui/toast";

/**
 * Says why work was refused or failed, as a destructive toast titled `title`; a used-up
 * allowance gets its own title, the server's words (what ran out, when it renews) and a way to
 * the plans.
 */
export function useFailureToast() {
  const navigate = useNavigate();
  return (title: string, error: unknown) => {
    const quota = error instanceof ApiError ? error.quota : undefined;
    toast({
      title: quota ? "Allowance used up" : title,
      description: error instanceof Error ? error.message : "Please try again.",
      variant: "destructive",
      action: quota
        ? {
            label: quota.plan === "guest" ? "Sign up for more" : "See plans",
            onClick: () => navigate(quota.upgradeUrl),
          }
        : undefined,
    });
  };
}
