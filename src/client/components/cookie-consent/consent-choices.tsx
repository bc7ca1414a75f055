import type { CookieConsent } from "@/shared/preferences";
import { ConsentSwitch } from "./consent-switch";

type Optional = Exclude<keyof CookieConsent, "necessary">;

const categories: { key: Optional; label: string; description: string }[] = [
  {
    key: "analytics",
    label: "Analytics",
    description: "Helps us understand which tools are used, so we can improve them.",
  },
  {
    key: "marketing",
    label: "Marketing",
    description: "Lets us measure our campaigns and show you relevant offers.",
  },
  {
    key: "personalization",
    label: "Personalisation",
    description: "Remembers your preferences to tailor suggestions to you.",
  },
];

/** The customise view's toggles; necessary cookies are always on. */
export function ConsentChoices({
  draft,
  onChange,
}: {
  draft: CookieConsent;
  onChange: (next: CookieConsent) => void;
}) {
  return (
    <fieldset className="mt-4 grid gap-2">
      <legend className="sr-only">Cookie categories</legend>
      <ConsentSwitch
        id="cookie-consent-necessary"
        label="Necessary"
        description="Required for signing in and security. Always on."
        checked
        disabled
      />
      {categories.map((category) => (
        <ConsentSwitch
          key={category.key}
          id={`cookie-consent-${category.key}`}
          label={category.label}
          description={category.description}
          checked={draft[category.key]}
          onChange={(checked) => onChange({ ...draft, [category.key]: checked })}
        />
      ))}
    </fieldset>
  );
}
