import { OptionSelect } from "@/client/components/chat/option-select";
import { emailTypes } from "@/shared/tools/email-assistant";
import type { ToolOptionsPanelProps } from "../panel-props";

export function EmailAssistantPanel({ options, onChange }: ToolOptionsPanelProps) {
  return (
    <OptionSelect
      label="Email type"
      value={options.emailType ?? emailTypes[0]}
      values={emailTypes}
      onChange={(value) => onChange("emailType", value)}
    />
  );
}
