import { OptionSelect } from "@/client/components/chat/option-select";
import { codeAssistant, programmingLanguages } from "@/shared/tools/code-assistant";
import { chatToolView } from "../tool-view";

export const codeAssistantView = chatToolView(codeAssistant, ({ options, onChange }) => (
  <OptionSelect
    label="Language"
    value={options.language}
    values={programmingLanguages}
    onChange={(language) => onChange({ ...options, language })}
  />
));
