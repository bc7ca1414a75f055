import { EditableResultWorkspace } from "@/client/components/results/result-workspace";
import type { WorkspaceProps } from "@/client/tools/tool-view";
import { catalogMessages } from "@/shared/i18n/compiled/catalog";
import { flashcardGeneratorMessages } from "@/shared/i18n/compiled/flashcardGenerator";
import { decks } from "./api";
import { DeckView } from "./deck-view";
import { GenerateForm } from "./generate-form";

/** The tool's own words, and its description (in the catalogue's area). */
export const messageAreas = [flashcardGeneratorMessages, catalogMessages];

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
