import { Loader2 } from "lucide-react";
import { WorkspaceFrame } from "@/client/components/results/workspace-frame";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useOpenResult } from "@/client/lib/open-result";
import type { WorkspaceProps } from "@/client/tools/tool-view";
import { decks } from "./api";
import { DeckView } from "./deck-view";
import { GenerateForm } from "./generate-form";

/** Flashcard Generator: the form for a new deck, or the open deck (`?result=<id>`). */
export function FlashcardGeneratorWorkspace(props: WorkspaceProps) {
  const { resultId, open } = useOpenResult();
  const deck = decks.useResult(resultId, props.isAuthenticated);
  const update = decks.useUpdate(props.isAuthenticated, (error) =>
    toast({ title: "Not saved", description: error.message, variant: "destructive" }),
  );
  return (
    <WorkspaceFrame>
      {!resultId ? (
        <GenerateForm {...props} />
      ) : deck.data ? (
        <DeckView deck={deck.data} onChange={(change) => update(deck.data.id, change)} />
      ) : deck.error ? (
        <div role="alert" className="space-y-3 text-center">
          <p>This deck could not be opened: {deck.error.message}</p>
          <Button variant="outline" onClick={() => open(null)}>
            Make a new deck
          </Button>
        </div>
      ) : (
        <Loader2 className="mx-auto h-6 w-6 animate-spin" aria-label="Loading deck" />
      )}
    </WorkspaceFrame>
  );
}
