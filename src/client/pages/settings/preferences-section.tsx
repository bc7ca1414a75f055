import { Monitor, Moon, Sun } from "lucide-react";
import { useEffect } from "react";
import { useAccountPreferences } from "@/client/api/preferences-hooks";
import {
  readAssistantEnabled,
  setAssistantEnabled,
  useAssistantEnabled,
} from "@/client/components/assistant/assistant-preference";
import { ConsentSwitch } from "@/client/components/cookie-consent/consent-switch";
import { Note } from "@/client/components/ui/section-states";
import { useT } from "@/client/i18n/use-t";
import { useCurrentUser } from "@/client/lib/current-user";
import { readTheme, storeTheme, useThemeChoice } from "@/client/lib/theme";
import { defineMessage } from "@/shared/i18n/runtime";
import type { ThemeChoice } from "@/shared/preferences";
import { LanguageChoice } from "./language-choice";
import { SettingsCard } from "./settings-parts";
import { useSaveSwitch } from "./use-settings-preferences";

const themes = [
  {
    value: "system",
    label: defineMessage({ id: "settings.theme.system", defaultMessage: "System" }),
    icon: Monitor,
  },
  {
    value: "light",
    label: defineMessage({ id: "settings.theme.light", defaultMessage: "Light" }),
    icon: Sun,
  },
  {
    value: "dark",
    label: defineMessage({ id: "settings.theme.dark", defaultMessage: "Dark" }),
    icon: Moon,
  },
] as const satisfies readonly { value: ThemeChoice; label: unknown; icon: unknown }[];

/** An account's saved choices win over this browser's when the section opens (another device may have changed them). */
function useMirrorAccountChoices(enabled: boolean) {
  const preferences = useAccountPreferences();
  const saved = enabled ? preferences.data : undefined;
  useEffect(() => {
    if (!saved) return;
    if (saved.theme !== readTheme()) storeTheme(saved.theme);
    if (saved.assistantEnabled !== readAssistantEnabled())
      setAssistantEnabled(saved.assistantEnabled);
  }, [saved]);
}

export function PreferencesSection() {
  const { t } = useT();
  const { isAuthenticated } = useCurrentUser();
  const theme = useThemeChoice();
  const assistantEnabled = useAssistantEnabled();
  const save = useSaveSwitch();
  useMirrorAccountChoices(isAuthenticated);

  const where = isAuthenticated
    ? t({
        id: "settings.where.account",
        defaultMessage: "Saved on your account and in this browser.",
      })
    : t({
        id: "settings.where.browser",
        defaultMessage: "Saved in this browser only: create an account to keep it on every device.",
      });

  return (
    <>
      <SettingsCard title={t({ id: "settings.language.title", defaultMessage: "Language" })}>
        <LanguageChoice />
        <Note>{where}</Note>
      </SettingsCard>
      <SettingsCard title={t({ id: "settings.theme.title", defaultMessage: "Appearance" })}>
        <fieldset>
          <legend className="text-sm font-medium">
            {t({ id: "settings.theme.legend", defaultMessage: "Theme" })}
          </legend>
          <div className="mt-2 grid max-w-md grid-cols-3 gap-2">
            {themes.map(({ value, label, icon: Icon }) => (
              <label
                key={value}
                className="flex cursor-pointer flex-col items-center gap-1 rounded-lg border border-border bg-bg p-3 text-center text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
              >
                <input
                  type="radio"
                  name="theme"
                  value={value}
                  checked={theme === value}
                  onChange={() => {
                    storeTheme(value);
                    if (isAuthenticated) save({ theme: value });
                  }}
                  className="sr-only"
                />
                <Icon className="h-5 w-5" aria-hidden />
                {t(label)}
              </label>
            ))}
          </div>
        </fieldset>
        <Note>
          {t({
            id: "settings.theme.note",
            defaultMessage: "System follows your device's light or dark setting.",
          })}{" "}
          {where}
        </Note>
      </SettingsCard>
      <SettingsCard title={t({ id: "settings.assistant.title", defaultMessage: "Assistant" })}>
        <ConsentSwitch
          id="pref-assistant"
          label={t({ id: "settings.assistant.label", defaultMessage: "Floating assistant" })}
          description={t({
            id: "settings.assistant.text",
            defaultMessage:
              "The helper that appears on the landing page and the hub and points you to the right tool.",
          })}
          checked={assistantEnabled}
          onChange={(checked) => {
            setAssistantEnabled(checked);
            if (isAuthenticated) save({ assistantEnabled: checked });
          }}
        />
        <Note>{where}</Note>
      </SettingsCard>
    </>
  );
}
