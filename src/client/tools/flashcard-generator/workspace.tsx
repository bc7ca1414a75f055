import { ResultWorkspace } from "@/client/components/results/result-workspace";
import { toast } from "@/client/components/ui/toast";
import type { WorkspaceProps } from "@/client/tools/tool-view";
import { decks } from "./api";
import { DeckView } from "./deck-view";
import { GenerateForm } from "./generate-form";

/** Flashcard Generator: the form for a new deck, or the open deck. */
export function FlashcardGeneratorWorkspace(props: WorkspaceProps) {
  const update = decks.useUpdate(props.isAuthenticated, (error) =>
    toast({ title: "Not saved", description: error.message, variant: "destructive" }),
  );
  return (
    <ResultWorkspace
      hooks={decks}
      isAuthenticated={props.isAuthenticated}
      noun="deck"
      form={<GenerateForm {...props} />}
      view={(deck) => <DeckView deck={deck} onChange={(change) => update(deck.id, change)} />}
    />
  );
}
