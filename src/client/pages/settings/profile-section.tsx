import { useProfile, useSaveProfile } from "@/client/api/account";
import { ApiError } from "@/client/api/http";
import { LoadError, Loading, Note } from "@/client/components/ui/section-states";
import { toast } from "@/client/components/ui/toast";
import { rememberLocale, switchLocale } from "@/client/i18n/locale-store";
import { useT } from "@/client/i18n/use-t";
import { isLocale, localeNames } from "@/shared/i18n/locales";
import { type ProfilePatch, profileRules } from "@/shared/profile";
import { EmailField } from "./email-field";
import { InlineField } from "./inline-field";
import { deviceTimeZone, LanguageSelect, TimeZoneSelect, textControl } from "./profile-controls";
import { SettingsCard } from "./settings-parts";
import { notSaved } from "./settings-words";

const nameLength = profileRules.nameMaxLength;
const FirstNameInput = textControl({ autoComplete: "given-name", maxLength: nameLength });
const LastNameInput = textControl({ autoComplete: "family-name", maxLength: nameLength });
const PhoneInput = textControl({
  type: "tel",
  autoComplete: "tel",
  maxLength: profileRules.phoneMaxLength,
});

export function ProfileSection() {
  const { t, locale } = useT();
  const profile = useProfile();
  const save = useSaveProfile();
  if (profile.isPending)
    return (
      <Loading
        label={t({ id: "settings.profile.loading", defaultMessage: "Loading your profile..." })}
      />
    );
  if (profile.isError)
    return <LoadError message={profile.error.message} onRetry={() => void profile.refetch()} />;
  const data = profile.data;

  const saveField =
    <K extends keyof ProfilePatch>(key: K) =>
    async (draft: string) => {
      try {
        await save.mutateAsync({ [key]: draft } as ProfilePatch);
      } catch (error) {
        // The server's message without the field name it starts with ("phone: ...").
        throw new Error(
          error instanceof ApiError ? error.message.replace(/^\w+: /, "") : t(notSaved),
        );
      }
      // The account's language is the app's: it shows in it from now on, here and on its mails.
      if (key === "language" && isLocale(draft)) {
        rememberLocale(draft);
        await switchLocale(draft);
      }
      toast({
        title: t({ id: "settings.profile.updated", defaultMessage: "Profile Updated" }),
        description: t(
          {
            id: "settings.profile.updatedText",
            defaultMessage:
              "{field, select, firstName {Your first name has been updated successfully.} lastName {Your last name has been updated successfully.} phone {Your phone number has been updated successfully.} timezone {Your time zone has been updated successfully.} language {Your language has been updated successfully.} other {Your profile has been updated successfully.}}",
          },
          { field: key },
        ),
      });
    };

  return (
    <SettingsCard
      title={t({ id: "settings.profile.title", defaultMessage: "Personal information" })}
      description={t({
        id: "settings.profile.text",
        defaultMessage:
          "Saved on your account. Your first and last name are the name shown in menus.",
      })}
    >
      <InlineField
        id="first-name"
        label={t({ id: "settings.profile.firstName", defaultMessage: "First name" })}
        editLabel={t({ id: "settings.profile.editFirstName", defaultMessage: "Edit first name" })}
        value={data.firstName}
        control={FirstNameInput}
        onSave={saveField("firstName")}
      />
      <InlineField
        id="last-name"
        label={t({ id: "settings.profile.lastName", defaultMessage: "Last name" })}
        editLabel={t({ id: "settings.profile.editLastName", defaultMessage: "Edit last name" })}
        value={data.lastName}
        control={LastNameInput}
        onSave={saveField("lastName")}
      />
      <EmailField email={data.email} verified={data.emailVerified} />
      <InlineField
        id="phone"
        label={t({ id: "settings.profile.phone", defaultMessage: "Phone" })}
        editLabel={t({ id: "settings.profile.editPhone", defaultMessage: "Edit phone number" })}
        value={data.phone}
        control={PhoneInput}
        onSave={saveField("phone")}
      />
      <InlineField
        id="timezone"
        label={t({ id: "settings.profile.timezone", defaultMessage: "Time zone" })}
        editLabel={t({ id: "settings.profile.editTimezone", defaultMessage: "Edit time zone" })}
        value={data.timezone ?? ""}
        display={data.timezone?.replaceAll("_", " ")}
        initialDraft={deviceTimeZone()}
        control={TimeZoneSelect}
        onSave={saveField("timezone")}
      />
      <InlineField
        id="language"
        label={t({ id: "settings.profile.language", defaultMessage: "Language" })}
        editLabel={t({ id: "settings.profile.editLanguage", defaultMessage: "Edit language" })}
        value={data.language ?? ""}
        display={data.language ? localeNames[data.language] : undefined}
        initialDraft={locale}
        control={LanguageSelect}
        onSave={saveField("language")}
        hint={
          <Note>
            {t({
              id: "settings.profile.languageNote",
              defaultMessage:
                "Bismo's screens and the e-mails it sends you use this language. Not set, they follow your browser or the language you last picked.",
            })}
          </Note>
        }
      />
    </SettingsCard>
  );
}
