import { useState } from "react";
import { ConsentSwitch } from "@/client/components/cookie-consent/consent-switch";
import { Button } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";
import { askPushPermission, type PushSupport, pushSupport } from "@/client/lib/answer-alerts";
import { defineMessage } from "@/shared/i18n/runtime";

const unavailable: Partial<Record<PushSupport, ReturnType<typeof defineMessage>>> = {
  unsupported: defineMessage({
    id: "settings.push.unsupported",
    defaultMessage: "This browser cannot show notifications.",
  }),
  insecure: defineMessage({
    id: "settings.push.insecure",
    defaultMessage:
      "Browsers show notifications only for sites opened over https:// (or on localhost); this server is reached over plain http.",
  }),
  denied: defineMessage({
    id: "settings.push.denied",
    defaultMessage:
      "Your browser blocks notifications from this site. Allow them in the browser's site settings, then turn this on again.",
  }),
};

/**
 * Browser notifications need this browser's permission as well as the account's switch: turning
 * it on asks for permission, and it stays off if the browser says no.
 */
export function PushSwitch({
  enabled,
  onChange,
}: {
  enabled: boolean;
  onChange: (enabled: boolean) => void;
}) {
  const { t } = useT();
  const [support, setSupport] = useState(pushSupport);
  const [asking, setAsking] = useState(false);

  const ask = async () => {
    setAsking(true);
    try {
      const answer = await askPushPermission();
      setSupport(answer);
      return answer === "granted";
    } finally {
      setAsking(false);
    }
  };

  const change = async (on: boolean) => {
    if (!on) return onChange(false);
    if (support === "granted" || (support === "default" && (await ask()))) onChange(true);
  };

  const problem = unavailable[support];
  return (
    <div>
      <ConsentSwitch
        id="notify-push"
        label={t({ id: "settings.push.label", defaultMessage: "Browser notifications" })}
        description={t({
          id: "settings.push.text",
          defaultMessage:
            "A notification when an answer is ready while Bismo is in a background tab.",
        })}
        checked={enabled && support === "granted"}
        disabled={asking || support === "unsupported" || support === "insecure"}
        onChange={(on) => void change(on)}
      />
      {problem && (
        <p role="status" className="mt-1 px-3 text-xs text-destructive">
          {t(problem)}
        </p>
      )}
      {enabled && support === "default" && (
        <div className="mt-1 flex flex-wrap items-center gap-2 px-3 text-xs text-muted-fg">
          {t({
            id: "settings.push.notAllowed",
            defaultMessage:
              "On for your account, but this browser has not been allowed to show them yet.",
          })}
          <Button variant="outline" size="sm" onClick={() => void ask()} disabled={asking}>
            {t({ id: "settings.push.allow", defaultMessage: "Allow in this browser" })}
          </Button>
        </div>
      )}
    </div>
  );
}
