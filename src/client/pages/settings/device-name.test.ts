import { beforeAll, describe, expect, it } from "vitest";
import { settingsMessages } from "@/shared/i18n/compiled/settings";
import { type Translate, translator } from "@/shared/i18n/translator";
import { deviceName as nameIn } from "./device-name";

let t: Translate;
beforeAll(async () => {
  t = await translator("en", [settingsMessages]);
});
const deviceName = (userAgent: string | null) => nameIn(userAgent, t);

describe("deviceName", () => {
  it("names browser and system from common user agents", () => {
    expect(
      deviceName(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      ),
    ).toBe("Chrome on Windows");
    expect(
      deviceName(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iPhone");
    expect(
      deviceName(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ),
    ).toBe("Edge on macOS");
    expect(
      deviceName("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"),
    ).toBe("Firefox on Linux");
    expect(
      deviceName(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      ),
    ).toBe("Chrome on Android");
  });

  it("says so when it cannot tell", () => {
    expect(deviceName(null)).toBe("Unknown device");
    expect(deviceName("curl/8.5.0")).toBe("Unknown browser");
    expect(deviceName("node")).toBe("Unknown browser");
  });
});

describe("deviceName in German", () => {
  it("says the browser and system in the reader's language", async () => {
    const de = await translator("de", [settingsMessages]);
    expect(
      nameIn("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", de),
    ).toBe("Firefox unter Linux");
    expect(nameIn(null, de)).toBe("Unbekanntes Gerät");
  });
});
