import { OptionSelect } from "@/client/components/chat/option-select";
import { useT } from "@/client/i18n/use-t";
import { chatToolsMessages } from "@/shared/i18n/compiled/chatTools";
import { defineMessage } from "@/shared/i18n/runtime";
import { emailTypes } from "@/shared/tools/email-assistant";
import type { OptionsBarProps } from "../tool-view";

/** The chat tools' words, loaded with the bar (options-bar.tsx). */
export const messageAreas = [chatToolsMessages];

/** The kinds of e-mail as people read them (the value stays the API's English word). */
const emailTypeNames = {
  Professional: defineMessage({
    id: "chatTools.email.professional",
    defaultMessage: "Professional",
  }),
  Marketing: defineMessage({ id: "chatTools.email.marketing", defaultMessage: "Marketing" }),
  "Follow-up": defineMessage({ id: "chatTools.email.followUp", defaultMessage: "Follow-up" }),
  Apology: defineMessage({ id: "chatTools.email.apology", defaultMessage: "Apology" }),
  "Thank You": defineMessage({ id: "chatTools.email.thankYou", defaultMessage: "Thank You" }),
  "Sales Pitch": defineMessage({ id: "chatTools.email.salesPitch", defaultMessage: "Sales Pitch" }),
} as const satisfies Record<(typeof emailTypes)[number], unknown>;

/** The kind of e-mail the assistant writes. */
export function EmailTypeOption({ options, onChange }: OptionsBarProps<"email-assistant">) {
  const { t } = useT();
  return (
    <OptionSelect
      label={t({ id: "chatTools.email.type", defaultMessage: "Email type" })}
      value={options.emailType}
      values={emailTypes}
      labels={{
        Professional: t(emailTypeNames.Professional),
        Marketing: t(emailTypeNames.Marketing),
        "Follow-up": t(emailTypeNames["Follow-up"]),
        Apology: t(emailTypeNames.Apology),
        "Thank You": t(emailTypeNames["Thank You"]),
        "Sales Pitch": t(emailTypeNames["Sales Pitch"]),
      }}
      onChange={(emailType) => onChange({ ...options, emailType })}
    />
  );
}
