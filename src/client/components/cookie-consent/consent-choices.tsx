import { useT } from "@/client/i18n/use-t";
import { defineMessage } from "@/shared/i18n/runtime";
import type { CookieConsent } from "@/shared/preferences";
import { ConsentSwitch } from "./consent-switch";

type Optional = Exclude<keyof CookieConsent, "necessary">;

const categories = [
  {
    key: "analytics",
    label: defineMessage({ id: "consent.analytics", defaultMessage: "Analytics" }),
    description: defineMessage({
      id: "consent.analyticsText",
      defaultMessage: "Helps us understand which tools are used, so we can improve them.",
    }),
  },
  {
    key: "marketing",
    label: defineMessage({ id: "consent.marketing", defaultMessage: "Marketing" }),
    description: defineMessage({
      id: "consent.marketingText",
      defaultMessage: "Lets us measure our campaigns and show you relevant offers.",
    }),
  },
  {
    key: "personalization",
    label: defineMessage({ id: "consent.personalization", defaultMessage: "Personalisation" }),
    description: defineMessage({
      id: "consent.personalizationText",
      defaultMessage: "Remembers your preferences to tailor suggestions to you.",
    }),
  },
] satisfies { key: Optional; label: unknown; description: unknown }[];

/** The customise view's toggles; necessary cookies are always on. */
export function ConsentChoices({
  draft,
  onChange,
}: {
  draft: CookieConsent;
  onChange: (next: CookieConsent) => void;
}) {
  const { t } = useT();
  return (
    <fieldset className="mt-4 grid gap-2">
      <legend className="sr-only">
        {t({ id: "consent.categories", defaultMessage: "Cookie categories" })}
      </legend>
      <ConsentSwitch
        id="cookie-consent-necessary"
        label={t({ id: "consent.necessary", defaultMessage: "Necessary" })}
        description={t({
          id: "consent.necessaryText",
          defaultMessage: "Required for signing in and security. Always on.",
        })}
        checked
        disabled
      />
      {categories.map((category) => (
        <ConsentSwitch
          key={category.key}
          id={`cookie-consent-${category.key}`}
          label={t(category.label)}
          description={t(category.description)}
          checked={draft[category.key]}
          onChange={(checked) => onChange({ ...draft, [category.key]: checked })}
        />
      ))}
    </fieldset>
  );
}
