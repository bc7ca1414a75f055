import { OptionSelect } from "@/client/components/chat/option-select";
import { programmingLanguages } from "@/shared/tools/code-assistant";
import type { ToolOptionsPanelProps } from "../panel-props";

export function CodeAssistantPanel({ options, onChange }: ToolOptionsPanelProps) {
  return (
    <OptionSelect
      label="Language"
      value={options.language ?? programmingLanguages[0]}
      values={programmingLanguages}
      onChange={(value) => onChange("language", value)}
    />
  );
}
