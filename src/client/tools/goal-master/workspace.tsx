import { Loader2 } from "lucide-react";
import { WorkspaceFrame } from "@/client/components/results/workspace-frame";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useOpenResult } from "@/client/lib/open-result";
import type { WorkspaceProps } from "@/client/tools/tool-view";
import { plans } from "./api";
import { GenerateForm } from "./generate-form";
import { PlanView } from "./plan-view";

/** Goal Master: the form for a new plan, or the open plan (`?result=<id>`). */
export function GoalMasterWorkspace(props: WorkspaceProps) {
  const { resultId, open } = useOpenResult();
  const plan = plans.useResult(resultId, props.isAuthenticated);
  const update = plans.useUpdate(props.isAuthenticated, (error) =>
    toast({ title: "Not saved", description: error.message, variant: "destructive" }),
  );
  return (
    <WorkspaceFrame>
      {!resultId ? (
        <GenerateForm {...props} />
      ) : plan.data ? (
        <PlanView
          plan={plan.data}
          isAuthenticated={props.isAuthenticated}
          onChange={(change) => update(plan.data.id, change)}
        />
      ) : plan.error ? (
        <div role="alert" className="space-y-3 text-center">
          <p>This plan could not be opened: {plan.error.message}</p>
          <Button variant="outline" onClick={() => open(null)}>
            Make a new plan
          </Button>
        </div>
      ) : (
        <Loader2 className="mx-auto h-6 w-6 animate-spin" aria-label="Loading plan" />
      )}
    </WorkspaceFrame>
  );
}
