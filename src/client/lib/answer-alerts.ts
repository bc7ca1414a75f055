import { activeLocale } from "@/client/i18n/locale-store";
import { i18nFor } from "@/client/i18n/use-t";
import type { Preferences } from "@/shared/preferences";

type AlertSettings = Pick<Preferences, "notifySound" | "notifyPush">;

let audio: AudioContext | null = null;

/** A short rising two-note chime, synthesised with Web Audio (no sound file to download). */
export function playChime() {
  if (typeof AudioContext === "undefined") return;
  audio ??= new AudioContext();
  void audio.resume();
  const start = audio.currentTime + 0.01;
  for (const [index, frequency] of [880, 1318.5].entries()) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    const at = start + index * 0.12;
    oscillator.type = "sine";
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.4);
  }
}

/**
 * Whether this browser can show notifications: a permission state, or why not at all
 * (browsers offer them only on https:// or localhost addresses).
 */
export type PushSupport = NotificationPermission | "unsupported" | "insecure";

export function pushSupport(): PushSupport {
  if (typeof window === "undefined" || !("Notification" in window)) return "unsupported";
  if (!window.isSecureContext) return "insecure";
  return Notification.permission;
}

/** Asks the browser for permission (it shows its own prompt, once). */
export function askPushPermission(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}

/** Called when a chat answer has finished: the account's sound and push settings decide. */
export function announceFinishedAnswer(settings: AlertSettings | undefined) {
  if (!settings) return;
  if (settings.notifySound) playChime();
  if (settings.notifyPush && document.visibilityState === "hidden" && pushSupport() === "granted") {
    // Only the workbench announces answers, and its messages are loaded there.
    const { t } = i18nFor(activeLocale());
    const notification = new Notification(
      t({ id: "workbench.notify.title", defaultMessage: "Your answer is ready" }),
      {
        body: t({
          id: "workbench.notify.body",
          defaultMessage: "Bismo has finished answering in the workbench.",
        }),
        tag: "bismo-answer",
      },
    );
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  }
}
