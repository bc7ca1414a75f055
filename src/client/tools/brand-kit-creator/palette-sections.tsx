import { useT } from "@/client/i18n/use-t";
import { formatNumber } from "@/shared/i18n/format";
import { type BrandKit, contrastPairs } from "@/shared/tools/brand-kit-creator";
import { roleNames } from "./kit-names";

const sectionHeading = "text-lg font-semibold";
/** A glyph sample on each pair of colours, not a word: the same in every language. */
const sample = "Aa";

/** The palette's colours with their roles, and the WCAG contrast of the pairs text would use. */
export function PaletteSections({ kit }: { kit: BrandKit }) {
  const { t, locale } = useT();
  const pairs = contrastPairs(kit.palette);
  return (
    <>
      <section aria-labelledby="kit-palette" className="space-y-3">
        <h2 id="kit-palette" className={sectionHeading}>
          {t({ id: "brandKitCreator.palette", defaultMessage: "Palette" })}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {kit.palette.map((colour) => (
            <li
              key={`${colour.role}-${colour.hex}`}
              className="overflow-hidden rounded-xl border border-border"
            >
              <div className="h-20" style={{ backgroundColor: colour.hex }} aria-hidden />
              <div className="space-y-0.5 p-3 text-sm">
                <p className="font-medium">{colour.name}</p>
                <p className="font-mono text-xs">{colour.hex}</p>
                <p className="text-xs text-muted-fg">{t(roleNames[colour.role])}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="kit-contrast" className="space-y-3">
        <h2 id="kit-contrast" className={sectionHeading}>
          {t({ id: "brandKitCreator.contrast", defaultMessage: "Text contrast" })}
        </h2>
        <p className="text-sm text-muted-fg">
          {t({
            id: "brandKitCreator.contrastText",
            defaultMessage:
              "WCAG 2 contrast ratios, computed by Bismo: 4.5:1 for body text (AA), 3:1 for large text, 7:1 for AAA.",
          })}
        </p>
        <div className="overflow-x-auto rounded-xl border border-border">
          <table className="w-full text-sm">
            <thead className="bg-muted text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t({ id: "brandKitCreator.contrast.sample", defaultMessage: "Sample" })}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t({ id: "brandKitCreator.contrast.pair", defaultMessage: "Text on background" })}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t({ id: "brandKitCreator.contrast.ratio", defaultMessage: "Ratio" })}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t({ id: "brandKitCreator.contrast.passes", defaultMessage: "Passes" })}
                </th>
              </tr>
            </thead>
            <tbody>
              {pairs.map((pair) => {
                const names = {
                  foreground: pair.foreground.name,
                  background: pair.background.name,
                };
                return (
                  <tr
                    key={`${pair.foreground.hex}-${pair.background.hex}`}
                    className="border-t border-border"
                  >
                    <td className="px-3 py-2">
                      {/* A picture of the pair, not text: a failing pair is meant to be hard to read. */}
                      <svg
                        width="44"
                        height="28"
                        viewBox="0 0 44 28"
                        role="img"
                        aria-label={t(
                          {
                            id: "brandKitCreator.contrast.sampleOf",
                            defaultMessage: "Sample of {foreground} on {background}",
                          },
                          names,
                        )}
                        className="rounded-md border border-border"
                      >
                        <rect width="44" height="28" fill={pair.background.hex} />
                        <text
                          x="22"
                          y="19"
                          textAnchor="middle"
                          fontSize="14"
                          fontWeight="700"
                          fill={pair.foreground.hex}
                        >
                          {sample}
                        </text>
                      </svg>
                    </td>
                    <td className="px-3 py-2">
                      {t(
                        {
                          id: "brandKitCreator.contrast.on",
                          defaultMessage: "{foreground} on {background}",
                        },
                        names,
                      )}
                    </td>
                    <td className="px-3 py-2 font-mono">
                      {formatNumber(locale, pair.ratio, {
                        minimumFractionDigits: 2,
                        maximumFractionDigits: 2,
                      })}
                      :1
                    </td>
                    <td className="px-3 py-2">
                      {t(
                        {
                          id: "brandKitCreator.contrast.level",
                          defaultMessage:
                            "{level, select, aaa {AAA} aa {AA} large {Large text only} other {No}}",
                        },
                        {
                          level: pair.aaa ? "aaa" : pair.aa ? "aa" : pair.aaLarge ? "large" : "no",
                        },
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
