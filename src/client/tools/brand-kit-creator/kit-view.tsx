import { Braces, FileCode, ImageIcon } from "lucide-react";
import { useState } from "react";
import { WorkspaceHeading } from "@/client/components/results/workspace-frame";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { saveFile } from "@/client/lib/save-file";
import { type BrandKit, contrastPairs, type FontChoice } from "@/shared/tools/brand-kit-creator";
import { brandSheet, useLogoAvailability } from "./api";
import { LogoConcept } from "./logo-concept";
import { kitFileName, paletteCss, paletteJson } from "./palette-export";

export type KitChange = (change: (kit: BrandKit) => BrandKit) => void;
type Props = { kit: BrandKit; onChange: KitChange };

const sectionHeading = "text-lg font-semibold";

const fontStack = (font: FontChoice) =>
  `"${font.family}", ${font.category === "handwriting" ? "cursive" : font.category}`;

/** The kit: palette with computed contrast, fonts, taglines, voice, logo concepts; the downloads. */
export function KitView({ kit, onChange }: Props) {
  const [preparing, setPreparing] = useState(false);
  const availability = useLogoAvailability().data;
  const pairs = contrastPairs(kit.palette);

  const downloadSheet = async () => {
    setPreparing(true);
    try {
      saveFile(kitFileName(kit.name, "brand-sheet.png"), await brandSheet(kit));
    } catch (error) {
      toast({
        title: "Download failed",
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
        {kit.industry} · {kit.description}
      </WorkspaceHeading>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void downloadSheet()} disabled={preparing}>
          <ImageIcon className="h-4 w-4" aria-hidden />{" "}
          {preparing ? "Preparing..." : "Download brand sheet"}
        </Button>
        <Button
          variant="outline"
          onClick={() => downloadText("palette.css", "text/css", paletteCss(kit))}
        >
          <FileCode className="h-4 w-4" aria-hidden /> CSS variables
        </Button>
        <Button
          variant="outline"
          onClick={() => downloadText("palette.json", "application/json", paletteJson(kit))}
        >
          <Braces className="h-4 w-4" aria-hidden /> Palette JSON
        </Button>
      </div>

      <section aria-labelledby="kit-palette" className="space-y-3">
        <h2 id="kit-palette" className={sectionHeading}>
          Palette
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
                <p className="text-xs text-muted-fg capitalize">{colour.role}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="kit-contrast" className="space-y-3">
        <h2 id="kit-contrast" className={sectionHeading}>
          Text contrast
        </h2>
        <p className="text-sm text-muted-fg">
          WCAG 2 contrast ratios, computed by Bismo: 4.5:1 for body text (AA), 3:1 for large text,
          7:1 for AAA.
        </p>
        <div className="overflow-x-auto rounded-xl border border-border">
          <table className="w-full text-sm">
            <thead className="bg-muted text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Sample
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Text on background
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Ratio
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Passes
                </th>
              </tr>
            </thead>
            <tbody>
              {pairs.map((pair) => (
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
                      aria-label={`Sample of ${pair.foreground.name} on ${pair.background.name}`}
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
                        Aa
                      </text>
                    </svg>
                  </td>
                  <td className="px-3 py-2">
                    {pair.foreground.name} on {pair.background.name}
                  </td>
                  <td className="px-3 py-2 font-mono">{pair.ratio.toFixed(2)}:1</td>
                  <td className="px-3 py-2">
                    {pair.aaa ? "AAA" : pair.aa ? "AA" : pair.aaLarge ? "Large text only" : "No"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="kit-type" className="space-y-3">
        <h2 id="kit-type" className={sectionHeading}>
          Typography
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {(
            [
              ["Headings", kit.typography.heading],
              ["Body", kit.typography.body],
            ] as const
          ).map(([use, font]) => (
            <div key={use} className="rounded-xl border border-border bg-card p-4">
              <p className="text-xs text-muted-fg uppercase">{use}</p>
              <p className="text-2xl" style={{ fontFamily: fontStack(font) }}>
                {font.family}
              </p>
              <p className="text-xs text-muted-fg">
                {font.category} · weights {font.weights.join(", ")}
              </p>
            </div>
          ))}
        </div>
        <p className="text-sm">{kit.typography.rationale}</p>
      </section>

      <section aria-labelledby="kit-taglines" className="space-y-3">
        <h2 id="kit-taglines" className={sectionHeading}>
          Taglines
        </h2>
        <ul className="space-y-1">
          {kit.taglines.map((line) => (
            <li key={line} className="rounded-lg border border-border px-3 py-2">
              “{line}”
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="kit-voice" className="space-y-3">
        <h2 id="kit-voice" className={sectionHeading}>
          Voice and tone
        </h2>
        <ul className="flex flex-wrap gap-2" aria-label="Traits">
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
              ["Do", kit.voice.do],
              ["Don't", kit.voice.dont],
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
          Logo concepts
        </h2>
        {availability && !availability.available && (
          <p role="status" className="rounded-xl border border-border bg-card px-4 py-3 text-sm">
            {availability.reason}
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
