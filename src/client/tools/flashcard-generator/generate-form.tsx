import { FileUp } from "lucide-react";
import { useRef, useState } from "react";
import { useAttachments } from "@/client/components/chat/use-attachments";
import { useModelChoice } from "@/client/components/models/use-model-choice";
import { AttachFiles } from "@/client/components/results/attach-files";
import { TextAreaField } from "@/client/components/results/form-fields";
import { GenerationStatus } from "@/client/components/results/generation-status";
import { ModelField } from "@/client/components/results/model-field";
import { useGeneration } from "@/client/components/results/use-generation";
import { WorkspaceHeading } from "@/client/components/results/workspace-frame";
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
  const models = useModelChoice(tool.id);
  const [count, setCount] = useState(defaults.count);
  const [difficulty, setDifficulty] = useState(defaults.difficulty);
  const [sourceText, setSourceText] = useState("");
  const files = useAttachments(tool.id, tool.uploadAccept);
  const generation = useGeneration<FlashcardDeck, Partial<FlashcardDraft>>();
  const keep = decks.useKeep(isAuthenticated);
  const { open } = useOpenResult();
  const csvInput = useRef<HTMLInputElement>(null);
  const uploadIds = files.attachments.flatMap((item) => (item.upload ? [item.upload.id] : []));
  const hasMaterial = sourceText.trim().length > 0 || uploadIds.length > 0;
  const canGenerate =
    hasMaterial && models.model !== null && !files.uploading && !generation.running;

  const generate = async () => {
    const model = models.model;
    if (!model || !canGenerate) return;
    const deck = await generation.run((handlers, signal) =>
      generateDeck({ model, count, difficulty, sourceText, uploadIds }, handlers, signal),
    );
    if (!deck) return;
    await keep(deck);
    open(deck.id);
    toast({
      title: "Flashcards Ready",
      description: `${deck.cards.length} cards in "${deck.title}".`,
    });
  };

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

  const partialCards = (generation.partial?.cards ?? []).filter((card) => card?.front);

  return (
    <>
      <WorkspaceHeading title={tool.name}>{tool.description}</WorkspaceHeading>
      <form
        className="space-y-4 rounded-xl border border-border bg-card p-4"
        onSubmit={(event) => {
          event.preventDefault();
          void generate();
        }}
      >
        <ModelField tool={tool} models={models} />
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
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!canGenerate}>
            {generation.running ? "Generating..." : "Generate Flashcards"}
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
      </form>
      <GenerationStatus
        running={generation.running}
        progress={`Writing card ${Math.min(partialCards.length + 1, Number(count))} of ${count}...`}
        retrying={generation.retrying}
        error={generation.error}
        onStop={generation.stop}
      />
      {partialCards.length > 0 && (
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
      )}
    </>
  );
}
