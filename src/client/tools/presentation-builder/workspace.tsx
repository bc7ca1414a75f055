import { EditableResultWorkspace } from "@/client/components/results/result-workspace";
import type { WorkspaceProps } from "@/client/tools/tool-view";
import { catalogMessages } from "@/shared/i18n/compiled/catalog";
import { presentationBuilderMessages } from "@/shared/i18n/compiled/presentationBuilder";
import { decks } from "./api";
import { DeckView } from "./deck-view";
import { GenerateForm } from "./generate-form";

/** The tool's own words, and its description (in the catalogue's area). */
export const messageAreas = [presentationBuilderMessages, catalogMessages];

/** Presentation Builder: the form for a new deck, or the open deck's slides. */
export function PresentationBuilderWorkspace(props: WorkspaceProps) {
  return (
    <EditableResultWorkspace
      hooks={decks}
      isAuthenticated={props.isAuthenticated}
      noun="deck"
      form={<GenerateForm {...props} />}
      view={(deck, onChange) => <DeckView deck={deck} onChange={onChange} />}
    />
  );
}
