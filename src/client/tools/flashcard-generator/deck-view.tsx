import { Download, FileUp, GraduationCap, Pencil, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { WorkspaceHeading } from "@/client/components/results/workspace-frame";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { saveFile } from "@/client/lib/save-file";
import { type FlashcardDeck, isDue } from "@/shared/tools/flashcard-generator";
import { CardEditor } from "./card-editor";
import { type CardFields, cardsFromCsv, deckToAnki, deckToCsv } from "./csv";
import { progressLabel } from "./scheduling";
import { StudySession } from "./study-session";

export type DeckChange = (change: (deck: FlashcardDeck) => FlashcardDeck) => void;

type Props = { deck: FlashcardDeck; onChange: DeckChange };

const fileBase = (title: string) =>
  title.replace(/[^\p{L}\p{N}]+/gu, "_").replace(/^_|_$/g, "") || "deck";

/** A deck: due count, study mode, its cards with their progress (edit, add, delete), export and import. */
export function DeckView({ deck, onChange }: Props) {
  const [studying, setStudying] = useState(false);
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const csvInput = useRef<HTMLInputElement>(null);
  const now = new Date();
  const due = deck.cards.filter((card) => isDue(card, now)).length;

  if (studying)
    return <StudySession deck={deck} onChange={onChange} onExit={() => setStudying(false)} />;

  const saveCard = (id: string | "new", fields: CardFields) => {
    onChange((current) => ({
      ...current,
      cards:
        id === "new"
          ? [...current.cards, { ...fields, id: crypto.randomUUID(), progress: null }]
          : current.cards.map((card) => (card.id === id ? { ...card, ...fields } : card)),
    }));
    setEditing(null);
  };

  const removeCard = (id: string) => {
    if (deck.cards.length === 1) {
      toast({
        title: "Keep one card",
        description: "A deck needs at least one card; delete the deck instead.",
      });
      return;
    }
    onChange((current) => ({ ...current, cards: current.cards.filter((card) => card.id !== id) }));
  };

  const importCsv = async (file: File) => {
    try {
      const added = cardsFromCsv(await file.text()).map((card) => ({
        ...card,
        id: crypto.randomUUID(),
        progress: null,
      }));
      onChange((current) => ({ ...current, cards: [...current.cards, ...added] }));
      toast({
        title: "Cards Imported",
        description: `${added.length} cards added from ${file.name}.`,
      });
    } catch (error) {
      toast({
        title: "Import failed",
        description: (error as Error).message,
        variant: "destructive",
      });
    }
  };

  return (
    <>
      <WorkspaceHeading title={deck.title}>
        {deck.cards.length} cards · {due} due · {deck.difficulty}
      </WorkspaceHeading>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setStudying(true)} disabled={due === 0}>
          <GraduationCap className="h-4 w-4" aria-hidden /> Study ({due} due)
        </Button>
        <Button variant="outline" onClick={() => setEditing("new")}>
          <Plus className="h-4 w-4" aria-hidden /> Add card
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            saveFile(
              `${fileBase(deck.title)}.csv`,
              new Blob([deckToCsv(deck)], { type: "text/csv" }),
            )
          }
        >
          <Download className="h-4 w-4" aria-hidden /> Export CSV
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            saveFile(
              `${fileBase(deck.title)}.anki.txt`,
              new Blob([deckToAnki(deck)], { type: "text/plain" }),
            )
          }
        >
          <Download className="h-4 w-4" aria-hidden /> Export for Anki
        </Button>
        <input
          ref={csvInput}
          type="file"
          accept=".csv,.txt"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void importCsv(file);
            event.target.value = "";
          }}
        />
        <Button variant="outline" onClick={() => csvInput.current?.click()}>
          <FileUp className="h-4 w-4" aria-hidden /> Import CSV
        </Button>
      </div>
      {editing === "new" && (
        <div className="rounded-xl border border-border bg-card p-4">
          <CardEditor
            name="new card"
            initial={{ front: "", back: "", hint: null }}
            onSave={(fields) => saveCard("new", fields)}
            onCancel={() => setEditing(null)}
          />
        </div>
      )}
      <ol className="space-y-2" aria-label="Cards">
        {deck.cards.map((card, index) => (
          <li key={card.id} className="rounded-xl border border-border bg-card p-4">
            {editing === card.id ? (
              <CardEditor
                name={`card ${index + 1}`}
                initial={card}
                onSave={(fields) => saveCard(card.id, fields)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <div className="flex gap-3">
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="font-medium break-words">{card.front}</p>
                  <p className="text-sm break-words">{card.back}</p>
                  {card.hint && <p className="text-xs text-muted-fg">Hint: {card.hint}</p>}
                  <p className="text-xs text-muted-fg">{progressLabel(card, now)}</p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => setEditing(card.id)}
                    aria-label={`Edit card ${index + 1}`}
                  >
                    <Pencil className="h-4 w-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => removeCard(card.id)}
                    aria-label={`Delete card ${index + 1}`}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </Button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
