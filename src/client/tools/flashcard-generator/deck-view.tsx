import { Download, GraduationCap, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { WorkspaceHeading } from "@/client/components/results/workspace-frame";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { saveFile } from "@/client/lib/save-file";
import { type FlashcardDeck, isDue } from "@/shared/tools/flashcard-generator";
import { CardEditor } from "./card-editor";
import { type CardFields, cardsFromCsv, deckToAnki, deckToCsv, importErrorText } from "./csv";
import { CsvImportButton } from "./csv-import-button";
import { difficultyNames } from "./difficulty";
import { progressLabel } from "./scheduling";
import { StudySession } from "./study-session";

export type DeckChange = (change: (deck: FlashcardDeck) => FlashcardDeck) => void;

type Props = { deck: FlashcardDeck; onChange: DeckChange };

const fileBase = (title: string) =>
  title.replace(/[^\p{L}\p{N}]+/gu, "_").replace(/^_|_$/g, "") || "deck";

/** A deck: due count, study mode, its cards with their progress (edit, add, delete), export and import. */
export function DeckView({ deck, onChange }: Props) {
  const { t, locale } = useT();
  const [studying, setStudying] = useState(false);
  const [editing, setEditing] = useState<string | "new" | null>(null);
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
        title: t({ id: "flashcardGenerator.keepOne", defaultMessage: "Keep one card" }),
        description: t({
          id: "flashcardGenerator.keepOneText",
          defaultMessage: "A deck needs at least one card; delete the deck instead.",
        }),
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
        title: t({ id: "flashcardGenerator.cardsImported", defaultMessage: "Cards Imported" }),
        description: t(
          {
            id: "flashcardGenerator.cardsImportedText",
            defaultMessage: "{count, plural, one {# card} other {# cards}} added from {file}.",
          },
          { count: added.length, file: file.name },
        ),
      });
    } catch (error) {
      toast({
        title: t({ id: "flashcardGenerator.importFailed", defaultMessage: "Import failed" }),
        description: importErrorText(t, error),
        variant: "destructive",
      });
    }
  };

  return (
    <>
      <WorkspaceHeading title={deck.title}>
        {t(
          {
            id: "flashcardGenerator.deckSummary",
            defaultMessage:
              "{count, plural, one {# card} other {# cards}} · {due, number} due · {difficulty}",
          },
          {
            count: deck.cards.length,
            due,
            difficulty: difficultyNames[deck.difficulty]
              ? t(difficultyNames[deck.difficulty])
              : deck.difficulty,
          },
        )}
      </WorkspaceHeading>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setStudying(true)} disabled={due === 0}>
          <GraduationCap className="h-4 w-4" aria-hidden />{" "}
          {t(
            { id: "flashcardGenerator.study", defaultMessage: "Study ({due, number} due)" },
            { due },
          )}
        </Button>
        <Button variant="outline" onClick={() => setEditing("new")}>
          <Plus className="h-4 w-4" aria-hidden />{" "}
          {t({ id: "flashcardGenerator.addCard", defaultMessage: "Add card" })}
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
          <Download className="h-4 w-4" aria-hidden />{" "}
          {t({ id: "flashcardGenerator.exportCsv", defaultMessage: "Export CSV" })}
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
          <Download className="h-4 w-4" aria-hidden />{" "}
          {t({ id: "flashcardGenerator.exportAnki", defaultMessage: "Export for Anki" })}
        </Button>
        <CsvImportButton onFile={(file) => void importCsv(file)} />
      </div>
      {editing === "new" && (
        <div className="rounded-xl border border-border bg-card p-4">
          <CardEditor
            label={t({ id: "flashcardGenerator.editNew", defaultMessage: "Edit new card" })}
            initial={{ front: "", back: "", hint: null }}
            onSave={(fields) => saveCard("new", fields)}
            onCancel={() => setEditing(null)}
          />
        </div>
      )}
      <ol
        className="space-y-2"
        aria-label={t({ id: "flashcardGenerator.cards", defaultMessage: "Cards" })}
      >
        {deck.cards.map((card, index) => (
          <li key={card.id} className="rounded-xl border border-border bg-card p-4">
            {editing === card.id ? (
              <CardEditor
                label={t(
                  { id: "flashcardGenerator.editCard", defaultMessage: "Edit card {n, number}" },
                  { n: index + 1 },
                )}
                initial={card}
                onSave={(fields) => saveCard(card.id, fields)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <div className="flex gap-3">
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="font-medium break-words">{card.front}</p>
                  <p className="text-sm break-words">{card.back}</p>
                  {card.hint && (
                    <p className="text-xs text-muted-fg">
                      {t(
                        { id: "flashcardGenerator.hint", defaultMessage: "Hint: {hint}" },
                        { hint: card.hint },
                      )}
                    </p>
                  )}
                  <p className="text-xs text-muted-fg">{progressLabel(card, now, t, locale)}</p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => setEditing(card.id)}
                    aria-label={t(
                      {
                        id: "flashcardGenerator.editCard",
                        defaultMessage: "Edit card {n, number}",
                      },
                      { n: index + 1 },
                    )}
                  >
                    <Pencil className="h-4 w-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => removeCard(card.id)}
                    aria-label={t(
                      {
                        id: "flashcardGenerator.deleteCard",
                        defaultMessage: "Delete card {n, number}",
                      },
                      { n: index + 1 },
                    )}
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
