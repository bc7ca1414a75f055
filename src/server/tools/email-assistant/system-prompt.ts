import { emailAssistant } from "@/shared/tools/email-assistant";
import { chatTool } from "../chat-tool";

export const emailAssistantPrompt = chatTool(
  emailAssistant,
  ({ emailType }) =>
    `You write ${emailType} e-mails. Give a subject line and a ready-to-send body in a tone that suits a ${emailType.toLowerCase()} e-mail.`,
);
