import { useT } from "@/client/i18n/use-t";
import { formatNumber } from "@/shared/i18n/format";
import type { BrandKit, ContrastPair } from "@/shared/tools/brand-kit-creator";
import { roleNames } from "./kit-names";

/** A glyph sample on each pair of colours, not a word: the same in every language. */
const sample = "Aa";

/** The palette's colours, each with its hex value and its role. */
export function PaletteSection({ kit }: { kit: BrandKit }) {
  const { t } = useT();
  return (
    <section aria-labelledby="kit-palette" className="space-y-3">
      <h2 id="kit-palette" className="text-lg font-semibold">
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
  );
}

/** One pair of the contrast table: a sample, the colours' names, the ratio, the WCAG level met. */
export function ContrastRow({ pair }: { pair: ContrastPair }) {
  const { t, locale } = useT();
  const names = { foreground: pair.foreground.name, background: pair.background.name };
  return (
    <tr className="border-t border-border">
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
            defaultMessage: "{level, select, aaa {AAA} aa {AA} large {Large text only} other {No}}",
          },
          {
            level: pair.aaa ? "aaa" : pair.aa ? "aa" : pair.aaLarge ? "large" : "no",
          },
        )}
      </td>
    </tr>
  );
}
