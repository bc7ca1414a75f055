import { OptionSelect } from "@/client/components/chat/option-select";
import { flashcardCounts, flashcardDifficulties } from "@/shared/tools/flashcard-generator";
import type { ToolOptionsPanelProps } from "../panel-props";

export function FlashcardGeneratorPanel({ options, onChange }: ToolOptionsPanelProps) {
  return (
    <>
      <OptionSelect
        label="Cards"
        value={options.count ?? "10"}
        values={flashcardCounts}
        onChange={(value) => onChange("count", value)}
      />
      <OptionSelect
        label="Difficulty"
        value={options.difficulty ?? "Intermediate"}
        values={flashcardDifficulties}
        onChange={(value) => onChange("difficulty", value)}
      />
    </>
  );
}
