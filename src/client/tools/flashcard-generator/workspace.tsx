import { EditableResultWorkspace } from "@/client/components/results/result-workspace";
import type { WorkspaceProps } from "@/client/tools/tool-view";
import { decks } from "./api";
import { DeckView } from "./deck-view";
import { GenerateForm } from "./generate-form";

/** Flashcard Generator: the form for a new deck, or the open deck. */
export function FlashcardGeneratorWorkspace(props: WorkspaceProps) {
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
