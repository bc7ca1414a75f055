import type { Translate } from "@/shared/i18n/translator";

// Product names, the same in every language.
const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const systems: [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

/** "Chrome on Windows" from a user agent; what could not be told is said plainly. */
export function deviceName(userAgent: string | null, t: Translate): string {
  if (!userAgent) return t({ id: "settings.device.unknown", defaultMessage: "Unknown device" });
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system)
    return t(
      { id: "settings.device.name", defaultMessage: "{browser} on {system}" },
      { browser, system },
    );
  return (
    browser ??
    system ??
    t({ id: "settings.device.unknownBrowser", defaultMessage: "Unknown browser" })
  );
}
