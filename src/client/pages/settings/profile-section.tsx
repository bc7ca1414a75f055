import { useProfile, useSaveProfile } from "@/client/api/account";
import { ApiError } from "@/client/api/http";
import { LoadError, Loading, Note } from "@/client/components/ui/section-states";
import { toast } from "@/client/components/ui/toast";
import { languageNames, type ProfilePatch, profileRules } from "@/shared/profile";
import { EmailField } from "./email-field";
import { InlineField } from "./inline-field";
import { deviceTimeZone, LanguageSelect, TimeZoneSelect, textControl } from "./profile-controls";
import { SettingsCard } from "./settings-parts";

/** The server's message without the field name it starts with ("phone: ..."). */
const readable = (error: unknown) =>
  error instanceof ApiError
    ? error.message.replace(/^\w+: /, "")
    : "Could not save. Please try again.";

const nameLength = profileRules.nameMaxLength;
const FirstNameInput = textControl({ autoComplete: "given-name", maxLength: nameLength });
const LastNameInput = textControl({ autoComplete: "family-name", maxLength: nameLength });
const PhoneInput = textControl({
  type: "tel",
  autoComplete: "tel",
  maxLength: profileRules.phoneMaxLength,
});

export function ProfileSection() {
  const profile = useProfile();
  const save = useSaveProfile();
  if (profile.isPending) return <Loading label="Loading your profile..." />;
  if (profile.isError)
    return <LoadError message={profile.error.message} onRetry={() => void profile.refetch()} />;
  const data = profile.data;

  const saveField =
    <K extends keyof ProfilePatch>(key: K, words: string) =>
    async (draft: string) => {
      try {
        await save.mutateAsync({ [key]: draft } as ProfilePatch);
      } catch (error) {
        throw new Error(readable(error));
      }
      toast({
        title: "Profile Updated",
        description: `Your ${words} has been updated successfully.`,
      });
    };

  return (
    <SettingsCard
      title="Personal information"
      description="Saved on your account. Your first and last name are the name shown in menus."
    >
      <InlineField
        id="first-name"
        label="First name"
        words="first name"
        value={data.firstName}
        control={FirstNameInput}
        onSave={saveField("firstName", "first name")}
      />
      <InlineField
        id="last-name"
        label="Last name"
        words="last name"
        value={data.lastName}
        control={LastNameInput}
        onSave={saveField("lastName", "last name")}
      />
      <EmailField email={data.email} verified={data.emailVerified} />
      <InlineField
        id="phone"
        label="Phone"
        words="phone number"
        value={data.phone}
        control={PhoneInput}
        onSave={saveField("phone", "phone number")}
      />
      <InlineField
        id="timezone"
        label="Time zone"
        words="time zone"
        value={data.timezone ?? ""}
        display={data.timezone?.replaceAll("_", " ")}
        initialDraft={deviceTimeZone()}
        control={TimeZoneSelect}
        onSave={saveField("timezone", "time zone")}
      />
      <InlineField
        id="language"
        label="Language"
        words="language"
        value={data.language ?? ""}
        display={data.language ? languageNames[data.language] : undefined}
        initialDraft="en"
        control={LanguageSelect}
        onSave={saveField("language", "language")}
        hint={
          <Note>
            Bismo's screens are in English for now; your language is kept with your profile.
          </Note>
        }
      />
    </SettingsCard>
  );
}
