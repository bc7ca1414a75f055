import { FileUp } from "lucide-react";
import { useRef, useState } from "react";
import { useAttachments } from "@/client/components/chat/use-attachments";
import { GenerationForm, useSavedGeneration } from "@/client/components/panel/generation-form";
import { AttachFiles } from "@/client/components/results/attach-files";
import { TextAreaField } from "@/client/components/results/form-fields";
import { Button } from "@/client/components/ui/button";
import { SelectField } from "@/client/components/ui/field";
import { toast } from "@/client/components/ui/toast";
import { useOpenResult } from "@/client/lib/open-result";
import type { WorkspaceProps } from "@/client/tools/tool-view";
import {
  type FlashcardDeck,
  type FlashcardDraft,
  flashcardCounts,
  flashcardDifficulties,
  flashcardGenerator,
} from "@/shared/tools/flashcard-generator";
import { createDeck, decks, generateDeck } from "./api";
import { cardsFromCsv } from "./csv";

const defaults = flashcardGenerator.options.parse({});

/** Count, difficulty, material (typed or attached), Generate; or a deck from a CSV file. */
export function GenerateForm({ tool, isAuthenticated }: WorkspaceProps) {
  const [count, setCount] = useState(defaults.count);
  const [difficulty, setDifficulty] = useState(defaults.difficulty);
  const [sourceText, setSourceText] = useState("");
  const files = useAttachments(tool.id, tool.uploadAccept);
  const keep = decks.useKeep(isAuthenticated);
  const state = useSavedGeneration<FlashcardDeck, FlashcardDraft>(tool, keep);
  const { open } = useOpenResult();
  const csvInput = useRef<HTMLInputElement>(null);
  const uploadIds = files.attachments.flatMap((item) => (item.upload ? [item.upload.id] : []));
  const hasMaterial = sourceText.trim().length > 0 || uploadIds.length > 0;
  const canGenerate = hasMaterial && !files.uploading && state.ready;

  const generate = () =>
    state.generate(
      (model, handlers, signal) =>
        generateDeck({ model, count, difficulty, sourceText, uploadIds }, handlers, signal),
      (deck) => ({
        title: "Flashcards Ready",
        description: `${deck.cards.length} cards in "${deck.title}".`,
      }),
    );

  const importCsv = async (file: File) => {
    try {
      const cards = cardsFromCsv(await file.text()).map((card) => ({
        ...card,
        id: crypto.randomUUID(),
        progress: null,
      }));
      const title = file.name.replace(/\.[^.]+$/, "") || "Imported deck";
      const deck = await keep(await createDeck({ title, difficulty, cards }, isAuthenticated));
      open(deck.id);
      toast({ title: "Deck Imported", description: `${cards.length} cards from ${file.name}.` });
    } catch (error) {
      toast({
        title: "Import failed",
        description: (error as Error).message,
        variant: "destructive",
      });
    }
  };

  const partialCards = (state.generation.partial?.cards ?? []).filter((card) => card?.front);
  const importButton = (
    <>
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
    </>
  );

  return (
    <GenerationForm
      tool={tool}
      state={state}
      onGenerate={generate}
      canGenerate={canGenerate}
      submit="Generate Flashcards"
      actions={importButton}
      progress={`Writing card ${Math.min(partialCards.length + 1, Number(count))} of ${count}...`}
      sofar={
        partialCards.length > 0 && (
          <ol className="space-y-2" aria-label="Cards so far">
            {partialCards.map((card, index) => (
              <li
                key={`${index}-${card?.front}`}
                className="rounded-lg border border-border px-4 py-2 text-sm"
              >
                <p className="font-medium">{card?.front}</p>
                {card?.back && <p className="text-muted-fg">{card.back}</p>}
              </li>
            ))}
          </ol>
        )
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Cards" value={count} options={flashcardCounts} onChange={setCount} />
        <SelectField
          label="Difficulty"
          value={difficulty}
          options={flashcardDifficulties}
          onChange={setDifficulty}
        />
      </div>
      <TextAreaField
        label="Topic or notes"
        value={sourceText}
        onChange={(event) => setSourceText(event.target.value)}
        placeholder="Type a topic, or paste the notes to learn from"
        hint="Or attach your notes below; the cards come from both."
      />
      <AttachFiles files={files} accept={tool.uploadAccept} />
    </GenerationForm>
  );
}
