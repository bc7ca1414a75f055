import { EditableResultWorkspace } from "@/client/components/results/result-workspace";
import type { WorkspaceProps } from "@/client/tools/tool-view";
import { brandKitCreatorMessages } from "@/shared/i18n/compiled/brandKitCreator";
import { catalogMessages } from "@/shared/i18n/compiled/catalog";
import { kits } from "./api";
import { GenerateForm } from "./generate-form";
import { KitView } from "./kit-view";

/** The tool's own words, and its description (in the catalogue's area). */
export const messageAreas = [brandKitCreatorMessages, catalogMessages];

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
