import { ResultWorkspace } from "@/client/components/results/result-workspace";
import { toast } from "@/client/components/ui/toast";
import type { WorkspaceProps } from "@/client/tools/tool-view";
import { plans } from "./api";
import { GenerateForm } from "./generate-form";
import { PlanView } from "./plan-view";

/** Goal Master: the form for a new plan, or the open plan. */
export function GoalMasterWorkspace(props: WorkspaceProps) {
  const update = plans.useUpdate(props.isAuthenticated, (error) =>
    toast({ title: "Not saved", description: error.message, variant: "destructive" }),
  );
  return (
    <ResultWorkspace
      hooks={plans}
      isAuthenticated={props.isAuthenticated}
      noun="plan"
      form={<GenerateForm {...props} />}
      view={(plan) => (
        <PlanView
          plan={plan}
          isAuthenticated={props.isAuthenticated}
          onChange={(change) => update(plan.id, change)}
        />
      )}
    />
  );
}
