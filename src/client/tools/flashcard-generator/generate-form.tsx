import { useState } from "react";
import { useAttachments } from "@/client/components/chat/use-attachments";
import { GenerationForm, useSavedGeneration } from "@/client/components/panel/generation-form";
import { AttachFiles } from "@/client/components/results/attach-files";
import { TextAreaField } from "@/client/components/results/form-fields";
import { SelectField } from "@/client/components/ui/field";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
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
import { cardsFromCsv, importErrorText } from "./csv";
import { CsvImportButton } from "./csv-import-button";
import { difficultyNames } from "./difficulty";

const defaults = flashcardGenerator.options.parse({});

/** Count, difficulty, material (typed or attached), Generate; or a deck from a CSV file. */
export function GenerateForm({ tool, isAuthenticated }: WorkspaceProps) {
  const { t } = useT();
  const [count, setCount] = useState(defaults.count);
  const [difficulty, setDifficulty] = useState(defaults.difficulty);
  const [sourceText, setSourceText] = useState("");
  const files = useAttachments(tool.id, tool.uploadAccept);
  const keep = decks.useKeep(isAuthenticated);
  const state = useSavedGeneration<FlashcardDeck, FlashcardDraft>(tool, keep);
  const { open } = useOpenResult();
  const uploadIds = files.attachments.flatMap((item) => (item.upload ? [item.upload.id] : []));
  const hasMaterial = sourceText.trim().length > 0 || uploadIds.length > 0;
  const canGenerate = hasMaterial && !files.uploading && state.ready;

  const generate = () =>
    state.generate(
      (model, handlers, signal) =>
        generateDeck({ model, count, difficulty, sourceText, uploadIds }, handlers, signal),
      (deck) => ({
        title: t({ id: "flashcardGenerator.ready", defaultMessage: "Flashcards Ready" }),
        description: t(
          {
            id: "flashcardGenerator.readyText",
            defaultMessage: '{count, plural, one {# card} other {# cards}} in "{title}".',
          },
          { count: deck.cards.length, title: deck.title },
        ),
      }),
    );

  const importCsv = async (file: File) => {
    try {
      const cards = cardsFromCsv(await file.text()).map((card) => ({
        ...card,
        id: crypto.randomUUID(),
        progress: null,
      }));
      const title =
        file.name.replace(/\.[^.]+$/, "") ||
        t({ id: "flashcardGenerator.importedDeck", defaultMessage: "Imported deck" });
      const deck = await keep(await createDeck({ title, difficulty, cards }, isAuthenticated));
      open(deck.id);
      toast({
        title: t({ id: "flashcardGenerator.deckImported", defaultMessage: "Deck Imported" }),
        description: t(
          {
            id: "flashcardGenerator.deckImportedText",
            defaultMessage: "{count, plural, one {# card} other {# cards}} from {file}.",
          },
          { count: cards.length, file: file.name },
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

  const partialCards = (state.generation.partial?.cards ?? []).filter((card) => card?.front);
  const importButton = <CsvImportButton onFile={(file) => void importCsv(file)} />;

  return (
    <GenerationForm
      tool={tool}
      state={state}
      onGenerate={generate}
      canGenerate={canGenerate}
      submit={t({ id: "flashcardGenerator.generate", defaultMessage: "Generate Flashcards" })}
      actions={importButton}
      progress={t(
        {
          id: "flashcardGenerator.progressWriting",
          defaultMessage: "Writing card {at, number} of {total, number}...",
        },
        { at: Math.min(partialCards.length + 1, Number(count)), total: Number(count) },
      )}
      sofar={
        partialCards.length > 0 && (
          <ol
            className="space-y-2"
            aria-label={t({ id: "flashcardGenerator.sofar", defaultMessage: "Cards so far" })}
          >
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
        <SelectField
          label={t({ id: "flashcardGenerator.count", defaultMessage: "Cards" })}
          value={count}
          options={flashcardCounts}
          onChange={setCount}
        />
        <SelectField
          label={t({ id: "flashcardGenerator.difficulty", defaultMessage: "Difficulty" })}
          value={difficulty}
          options={flashcardDifficulties}
          labels={{
            Beginner: t(difficultyNames.Beginner),
            Intermediate: t(difficultyNames.Intermediate),
            Advanced: t(difficultyNames.Advanced),
          }}
          onChange={setDifficulty}
        />
      </div>
      <TextAreaField
        label={t({ id: "flashcardGenerator.topic", defaultMessage: "Topic or notes" })}
        value={sourceText}
        onChange={(event) => setSourceText(event.target.value)}
        placeholder={t({
          id: "flashcardGenerator.topicHint",
          defaultMessage: "Type a topic, or paste the notes to learn from",
        })}
        hint={t({
          id: "flashcardGenerator.topicNote",
          defaultMessage: "Or attach your notes below; the cards come from both.",
        })}
      />
      <AttachFiles files={files} accept={tool.uploadAccept} />
    </GenerationForm>
  );
}
