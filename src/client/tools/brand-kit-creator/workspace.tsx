import { ResultWorkspace } from "@/client/components/results/result-workspace";
import { toast } from "@/client/components/ui/toast";
import type { WorkspaceProps } from "@/client/tools/tool-view";
import { kits } from "./api";
import { GenerateForm } from "./generate-form";
import { KitView } from "./kit-view";

/** Brand Kit Creator: the form for a new kit, or the open kit. */
export function BrandKitCreatorWorkspace(props: WorkspaceProps) {
  const update = kits.useUpdate(props.isAuthenticated, (error) =>
    toast({ title: "Not saved", description: error.message, variant: "destructive" }),
  );
  return (
    <ResultWorkspace
      hooks={kits}
      isAuthenticated={props.isAuthenticated}
      noun="brand kit"
      form={<GenerateForm {...props} />}
      view={(kit) => <KitView kit={kit} onChange={(change) => update(kit.id, change)} />}
    />
  );
}
