import { EditableResultWorkspace } from "@/client/components/results/result-workspace";
import type { WorkspaceProps } from "@/client/tools/tool-view";
import { decks } from "./api";
import { DeckView } from "./deck-view";
import { GenerateForm } from "./generate-form";

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
