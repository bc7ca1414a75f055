import { Braces, FileCode, ImageIcon } from "lucide-react";
import { useState } from "react";
import { WorkspaceHeading } from "@/client/components/results/workspace-frame";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { saveFile } from "@/client/lib/save-file";
import { localeTags } from "@/shared/i18n/locales";
import { type BrandKit, contrastPairs, type FontChoice } from "@/shared/tools/brand-kit-creator";
import { brandSheet, useLogoAvailability } from "./api";
import { fontCategoryNames, industryName } from "./kit-names";
import { LogoConcept } from "./logo-concept";
import { kitFileName, paletteCss, paletteJson } from "./palette-export";
import { ContrastRow, PaletteSection } from "./palette-parts";

export type KitChange = (change: (kit: BrandKit) => BrandKit) => void;
type Props = { kit: BrandKit; onChange: KitChange };

const sectionHeading = "text-lg font-semibold";

const fontStack = (font: FontChoice) =>
  `"${font.family}", ${font.category === "handwriting" ? "cursive" : font.category}`;

/** The kit: palette with computed contrast, fonts, taglines, voice, logo concepts; the downloads. */
export function KitView({ kit, onChange }: Props) {
  const { t, locale } = useT();
  const [preparing, setPreparing] = useState(false);
  const availability = useLogoAvailability().data;
  const industry = industryName(kit.industry);
  const pairs = contrastPairs(kit.palette);
  const list = (items: readonly string[]) =>
    new Intl.ListFormat(localeTags[locale], { type: "conjunction" }).format(items);

  const downloadSheet = async () => {
    setPreparing(true);
    try {
      saveFile(kitFileName(kit.name, "brand-sheet.png"), await brandSheet(kit));
    } catch (error) {
      toast({
        title: t({ id: "brandKitCreator.downloadFailed", defaultMessage: "Download failed" }),
        description: (error as Error).message,
        variant: "destructive",
      });
    } finally {
      setPreparing(false);
    }
  };
  const downloadText = (suffix: string, type: string, text: string) =>
    saveFile(kitFileName(kit.name, suffix), new Blob([text], { type }));

  return (
    <>
      <WorkspaceHeading title={kit.name}>
        {industry ? t(industry) : kit.industry} · {kit.description}
      </WorkspaceHeading>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void downloadSheet()} disabled={preparing}>
          <ImageIcon className="h-4 w-4" aria-hidden />{" "}
          {preparing
            ? t({ id: "brandKitCreator.preparing", defaultMessage: "Preparing..." })
            : t({ id: "brandKitCreator.downloadSheet", defaultMessage: "Download brand sheet" })}
        </Button>
        <Button
          variant="outline"
          onClick={() => downloadText("palette.css", "text/css", paletteCss(kit))}
        >
          <FileCode className="h-4 w-4" aria-hidden />{" "}
          {t({ id: "brandKitCreator.downloadCss", defaultMessage: "CSS variables" })}
        </Button>
        <Button
          variant="outline"
          onClick={() => downloadText("palette.json", "application/json", paletteJson(kit))}
        >
          <Braces className="h-4 w-4" aria-hidden />{" "}
          {t({ id: "brandKitCreator.downloadJson", defaultMessage: "Palette JSON" })}
        </Button>
      </div>

      <PaletteSection kit={kit} />

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
              {pairs.map((pair) => (
                <ContrastRow key={`${pair.foreground.hex}-${pair.background.hex}`} pair={pair} />
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="kit-type" className="space-y-3">
        <h2 id="kit-type" className={sectionHeading}>
          {t({ id: "brandKitCreator.typography", defaultMessage: "Typography" })}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {(
            [
              [
                t({ id: "brandKitCreator.headings", defaultMessage: "Headings" }),
                kit.typography.heading,
              ],
              [t({ id: "brandKitCreator.body", defaultMessage: "Body" }), kit.typography.body],
            ] as const
          ).map(([use, font]) => (
            <div key={use} className="rounded-xl border border-border bg-card p-4">
              <p className="text-xs text-muted-fg uppercase">{use}</p>
              <p className="text-2xl" style={{ fontFamily: fontStack(font) }}>
                {font.family}
              </p>
              <p className="text-xs text-muted-fg">
                {t(
                  {
                    id: "brandKitCreator.fontDetail",
                    defaultMessage:
                      "{category} · {count, plural, one {weight} other {weights}} {weights}",
                  },
                  {
                    category: t(fontCategoryNames[font.category]),
                    count: font.weights.length,
                    weights: list(font.weights.map((weight) => String(weight))),
                  },
                )}
              </p>
            </div>
          ))}
        </div>
        <p className="text-sm">{kit.typography.rationale}</p>
      </section>

      <section aria-labelledby="kit-taglines" className="space-y-3">
        <h2 id="kit-taglines" className={sectionHeading}>
          {t({ id: "brandKitCreator.taglines", defaultMessage: "Taglines" })}
        </h2>
        <ul className="space-y-1">
          {kit.taglines.map((line) => (
            <li key={line} className="rounded-lg border border-border px-3 py-2">
              {t({ id: "brandKitCreator.tagline", defaultMessage: "“{line}”" }, { line })}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="kit-voice" className="space-y-3">
        <h2 id="kit-voice" className={sectionHeading}>
          {t({ id: "brandKitCreator.voice", defaultMessage: "Voice and tone" })}
        </h2>
        <ul
          className="flex flex-wrap gap-2"
          aria-label={t({ id: "brandKitCreator.traits", defaultMessage: "Traits" })}
        >
          {kit.voice.traits.map((trait) => (
            <li key={trait} className="rounded-full bg-muted px-3 py-1 text-sm">
              {trait}
            </li>
          ))}
        </ul>
        <p className="text-sm">{kit.voice.summary}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {(
            [
              [t({ id: "brandKitCreator.do", defaultMessage: "Do" }), kit.voice.do],
              [t({ id: "brandKitCreator.dont", defaultMessage: "Don't" }), kit.voice.dont],
            ] as const
          ).map(([heading, items]) => (
            <div key={heading} className="rounded-xl border border-border bg-card p-4">
              <h3 className="mb-1 font-medium">{heading}</h3>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="kit-logos" className="space-y-3">
        <h2 id="kit-logos" className={sectionHeading}>
          {t({ id: "brandKitCreator.logos", defaultMessage: "Logo concepts" })}
        </h2>
        {availability && !availability.available && (
          <p role="status" className="rounded-xl border border-border bg-card px-4 py-3 text-sm">
            {/* The server's reason names the settings, in English; this says the same to anyone. */}
            {t({
              id: "brandKitCreator.noLogoProvider",
              defaultMessage:
                "No image provider is set up, so Bismo cannot draw logos here. An administrator can add one in the admin area's Providers or the server's environment; until then, use the prompts with an image tool of your choice.",
            })}
          </p>
        )}
        <ul className="space-y-3">
          {kit.logoConcepts.map((concept, index) => (
            <LogoConcept
              key={concept.title}
              concept={concept}
              jobId={kit.logoJobs[String(index)] ?? null}
              availability={availability}
              onStarted={(jobId) =>
                onChange((current) => ({
                  ...current,
                  logoJobs: { ...current.logoJobs, [String(index)]: jobId },
                }))
              }
            />
          ))}
        </ul>
      </section>
    </>
  );
}
