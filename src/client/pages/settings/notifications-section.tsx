import { Volume2 } from "lucide-react";
import { useState } from "react";
import { useAccountPreferences } from "@/client/api/preferences-hooks";
import { ConsentSwitch } from "@/client/components/cookie-consent/consent-switch";
import { Button } from "@/client/components/ui/button";
import { LoadError, Loading, Note } from "@/client/components/ui/section-states";
import { useT } from "@/client/i18n/use-t";
import { playChime } from "@/client/lib/answer-alerts";
import { PushSwitch } from "./push-switch";
import { SettingsCard } from "./settings-parts";
import { useSaveSwitch } from "./use-settings-preferences";

export function NotificationsSection() {
  const { t } = useT();
  const preferences = useAccountPreferences();
  const save = useSaveSwitch();
  const [played, setPlayed] = useState(false);
  if (preferences.isPending)
    return (
      <Loading
        label={t({
          id: "settings.notify.loading",
          defaultMessage: "Loading your notification settings...",
        })}
      />
    );
  if (preferences.isError)
    return (
      <LoadError message={preferences.error.message} onRetry={() => void preferences.refetch()} />
    );
  const settings = preferences.data;
  return (
    <SettingsCard
      title={t({ id: "settings.notify.title", defaultMessage: "Notify me" })}
      description={t({
        id: "settings.notify.text",
        defaultMessage:
          "Saved on your account. Sound and browser notifications come from the workbench, when a chat answer has finished.",
      })}
    >
      <div className="grid gap-2">
        <ConsentSwitch
          id="notify-account-email"
          label={t({ id: "settings.notify.account", defaultMessage: "E-mail: about your account" })}
          description={t({
            id: "settings.notify.accountText",
            defaultMessage:
              "Confirming your address, resetting your password, changing your e-mail: always sent, as the account needs them.",
          })}
          checked
          disabled
        />
        <ConsentSwitch
          id="notify-email"
          label={t({ id: "settings.notify.news", defaultMessage: "E-mail: product news and tips" })}
          description={t({
            id: "settings.notify.newsText",
            defaultMessage:
              "Now and then, news about Bismo's tools and tips for using them. Off until you turn it on. This server sends none yet; your choice is kept for when it does.",
          })}
          checked={settings.notifyProductEmails}
          onChange={(checked) => save({ notifyProductEmails: checked })}
        />
        <PushSwitch enabled={settings.notifyPush} onChange={(on) => save({ notifyPush: on })} />
        <ConsentSwitch
          id="notify-sms"
          label={t({ id: "settings.notify.sms", defaultMessage: "SMS" })}
          description={t({
            id: "settings.notify.smsText",
            defaultMessage:
              "Not available: this Bismo server has no SMS provider, so it cannot send text messages.",
          })}
          checked={false}
          disabled
        />
        <ConsentSwitch
          id="notify-sound"
          label={t({ id: "settings.notify.sound", defaultMessage: "Sound" })}
          description={t({
            id: "settings.notify.soundText",
            defaultMessage: "A short chime when a chat answer has finished.",
          })}
          checked={settings.notifySound}
          onChange={(checked) => save({ notifySound: checked })}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            playChime();
            setPlayed(true);
          }}
        >
          <Volume2 className="h-4 w-4" aria-hidden />
          {t({ id: "settings.notify.play", defaultMessage: "Play the chime" })}
        </Button>
        {played && (
          <span role="status" className="text-xs text-muted-fg">
            {t({
              id: "settings.notify.played",
              defaultMessage:
                "Played. No sound? Check that this tab and your device are not muted.",
            })}
          </span>
        )}
      </div>
      <Note>
        {t({
          id: "settings.notify.everywhere",
          defaultMessage: "Notifications and the chime follow you to every device you sign in on.",
        })}
      </Note>
    </SettingsCard>
  );
}
