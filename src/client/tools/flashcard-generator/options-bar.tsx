import { OptionSelect } from "@/client/components/chat/option-select";
import {
  flashcardCounts,
  flashcardDifficulties,
  flashcardGenerator,
} from "@/shared/tools/flashcard-generator";
import { chatToolView } from "../tool-view";

export const flashcardGeneratorView = chatToolView(flashcardGenerator, ({ options, onChange }) => (
  <>
    <OptionSelect
      label="Cards"
      value={options.count}
      values={flashcardCounts}
      onChange={(count) => onChange({ ...options, count })}
    />
    <OptionSelect
      label="Difficulty"
      value={options.difficulty}
      values={flashcardDifficulties}
      onChange={(difficulty) => onChange({ ...options, difficulty })}
    />
  </>
));
