import { EditableResultWorkspace } from "@/client/components/results/result-workspace";
import type { WorkspaceProps } from "@/client/tools/tool-view";
import { kits } from "./api";
import { GenerateForm } from "./generate-form";
import { KitView } from "./kit-view";

/** Brand Kit Creator: the form for a new kit, or the open kit. */
export function BrandKitCreatorWorkspace(props: WorkspaceProps) {
  return (
    <EditableResultWorkspace
      hooks={kits}
      isAuthenticated={props.isAuthenticated}
      noun="brand kit"
      form={<GenerateForm {...props} />}
      view={(kit, onChange) => <KitView kit={kit} onChange={onChange} />}
    />
  );
}
