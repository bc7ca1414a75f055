import { OptionSelect } from "@/client/components/chat/option-select";
import { emailAssistant, emailTypes } from "@/shared/tools/email-assistant";
import { chatToolView } from "../tool-view";

export const emailAssistantView = chatToolView(emailAssistant, ({ options, onChange }) => (
  <OptionSelect
    label="Email type"
    value={options.emailType}
    values={emailTypes}
    onChange={(emailType) => onChange({ ...options, emailType })}
  />
));
