import { useState } from "react";
import { ConsentSwitch } from "@/client/components/cookie-consent/consent-switch";
import { Button } from "@/client/components/ui/button";
import { askPushPermission, type PushSupport, pushSupport } from "@/client/lib/answer-alerts";

const unavailable: Partial<Record<PushSupport, string>> = {
  unsupported: "This browser cannot show notifications.",
  insecure:
    "Browsers show notifications only for sites opened over https:// (or on localhost); this server is reached over plain http.",
  denied:
    "Your browser blocks notifications from this site. Allow them in the browser's site settings, then turn this on again.",
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
        label="Browser notifications"
        description="A notification when an answer is ready while Bismo is in a background tab."
        checked={enabled && support === "granted"}
        disabled={asking || support === "unsupported" || support === "insecure"}
        onChange={(on) => void change(on)}
      />
      {problem && (
        <p role="status" className="mt-1 px-3 text-xs text-destructive">
          {problem}
        </p>
      )}
      {enabled && support === "default" && (
        <div className="mt-1 flex flex-wrap items-center gap-2 px-3 text-xs text-muted-fg">
          On for your account, but this browser has not been allowed to show them yet.
          <Button variant="outline" size="sm" onClick={() => void ask()} disabled={asking}>
            Allow in this browser
          </Button>
        </div>
      )}
    </div>
  );
}
