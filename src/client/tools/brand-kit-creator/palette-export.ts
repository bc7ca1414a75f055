import { type BrandKit, contrastPairs } from "@/shared/tools/brand-kit-creator";

type PaletteInput = Pick<BrandKit, "name" | "palette" | "typography">;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** A variable name per colour: its role, numbered when a role comes back (`--brand-accent-2`). */
function colourVariables(palette: PaletteInput["palette"]) {
  const seen = new Map<string, number>();
  return palette.map((colour) => {
    const count = (seen.get(colour.role) ?? 0) + 1;
    seen.set(colour.role, count);
    return { colour, variable: `--brand-${colour.role}${count > 1 ? `-${count}` : ""}` };
  });
}

const fontStack = (font: PaletteInput["typography"]["heading"]) =>
  `"${font.family.replace(/"/g, "")}", ${font.category === "handwriting" ? "cursive" : font.category}`;

/** The palette and fonts as CSS custom properties on :root, each colour named in a comment. */
export function paletteCss(kit: PaletteInput): string {
  const lines = colourVariables(kit.palette).map(
    ({ colour, variable }) =>
      `  ${variable}: ${colour.hex}; /* ${colour.name.replace(/\*\//g, "")} */`,
  );
  return [
    `/* ${kit.name.replace(/\*\//g, "")}: brand palette */`,
    ":root {",
    ...lines,
    `  --brand-font-heading: ${fontStack(kit.typography.heading)};`,
    `  --brand-font-body: ${fontStack(kit.typography.body)};`,
    "}",
    "",
  ].join("\n");
}

/** The palette as JSON: colours with their variable names and RGB, fonts, and the contrast pairs. */
export function paletteJson(kit: PaletteInput): string {
  const rgb = (hex: string) =>
    [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `${JSON.stringify(
    {
      brand: kit.name,
      colours: colourVariables(kit.palette).map(({ colour, variable }) => ({
        name: colour.name,
        role: colour.role,
        hex: colour.hex,
        rgb: rgb(colour.hex),
        cssVariable: variable,
      })),
      typography: { heading: kit.typography.heading, body: kit.typography.body },
      contrast: contrastPairs(kit.palette).map((pair) => ({
        foreground: pair.foreground.hex,
        background: pair.background.hex,
        ratio: pair.ratio,
        aa: pair.aa,
        aaLarge: pair.aaLarge,
        aaa: pair.aaa,
      })),
    },
    null,
    2,
  )}\n`;
}

/** A file name from the brand's name: `Harbour Fresh` and `palette.css` give `harbour-fresh-palette.css`. */
export const kitFileName = (name: string, suffix: string) => `${slug(name) || "brand"}-${suffix}`;
