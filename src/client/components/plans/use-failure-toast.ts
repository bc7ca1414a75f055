import { useNavigate } from "react-router";
import { ApiError } from "@/client/api/http";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";

/**
 * Says why work was refused or failed, as a destructive toast titled `title`; a used-up
 * allowance gets its own title, the server's words (what ran out, when it renews) and a way to
 * the plans.
 */
export function useFailureToast() {
  const navigate = useNavigate();
  const { t } = useT();
  return (title: string, error: unknown) => {
    const quota = error instanceof ApiError ? error.quota : undefined;
    toast({
      title: quota
        ? t({ id: "workbench.allowance.usedUpTitle", defaultMessage: "Allowance used up" })
        : title,
      description:
        error instanceof Error
          ? error.message
          : t({ id: "workbench.toast.tryAgain", defaultMessage: "Please try again." }),
      variant: "destructive",
      action: quota
        ? {
            label:
              quota.plan === "guest"
                ? t({ id: "workbench.allowance.signUp", defaultMessage: "Sign up for more" })
                : t({ id: "workbench.allowance.seePlans", defaultMessage: "See plans" }),
            onClick: () => navigate(quota.upgradeUrl),
          }
        : undefined,
    });
  };
}
