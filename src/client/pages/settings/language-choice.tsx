import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { profileKey } from "@/client/api/account";
import { selectClass } from "@/client/components/ui/field";
import { rememberLocale, switchLocale } from "@/client/i18n/locale-store";
import { saveLanguage } from "@/client/i18n/save-language";
import { useT } from "@/client/i18n/use-t";
import { useCurrentUser } from "@/client/lib/current-user";
import { isLocale, localeNames, locales, localeTags } from "@/shared/i18n/locales";

/**
 * The language every screen shows, for guests and accounts alike: it changes at once, is kept in
 * this browser, and on the account (which its e-mails follow) when one is signed in.
 */
export function LanguageChoice() {
  const { t, locale } = useT();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const choose = async (value: string) => {
    if (!isLocale(value)) return;
    setFailed(false);
    rememberLocale(value);
    await switchLocale(value);
    if (!user || user.isGuest) return;
    await saveLanguage(value).then(
      () => queryClient.invalidateQueries({ queryKey: profileKey }),
      () => setFailed(true),
    );
  };
  return (
    <div className="max-w-xs">
      <label htmlFor="settings-language" className="text-sm font-medium">
        {t({ id: "settings.language.label", defaultMessage: "Language of Bismo" })}
      </label>
      <select
        id="settings-language"
        className={`${selectClass} mt-1`}
        value={locale}
        onChange={(event) => void choose(event.target.value)}
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={localeTags[code]}>
            {localeNames[code]}
          </option>
        ))}
      </select>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {t({
            id: "settings.language.notSaved",
            defaultMessage:
              "Changed in this browser, but not saved on your account. Please try again.",
          })}
        </p>
      )}
    </div>
  );
}
