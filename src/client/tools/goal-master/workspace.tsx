import { EditableResultWorkspace } from "@/client/components/results/result-workspace";
import type { WorkspaceProps } from "@/client/tools/tool-view";
import { catalogMessages } from "@/shared/i18n/compiled/catalog";
import { goalMasterMessages } from "@/shared/i18n/compiled/goalMaster";
import { plans } from "./api";
import { GenerateForm } from "./generate-form";
import { PlanView } from "./plan-view";

/** The tool's own words, and its description (in the catalogue's area). */
export const messageAreas = [goalMasterMessages, catalogMessages];

/** Goal Master: the form for a new plan, or the open plan. */
export function GoalMasterWorkspace(props: WorkspaceProps) {
  return (
    <EditableResultWorkspace
      hooks={plans}
      isAuthenticated={props.isAuthenticated}
      noun="plan"
      form={<GenerateForm {...props} />}
      view={(plan, onChange) => (
        <PlanView plan={plan} isAuthenticated={props.isAuthenticated} onChange={onChange} />
      )}
    />
  );
}
