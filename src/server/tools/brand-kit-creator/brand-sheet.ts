import {
  type BrandColour,
  type BrandKit,
  contrastPairs,
  contrastRatio,
} from "@/shared/tools/brand-kit-creator";

export type BrandSheetInput = Omit<BrandKit, "id" | "createdAt" | "updatedAt">;

const width = 1600;
const height = 1200;
const margin = 64;
const ink = "#111827";
const muted = "#4B5563";
const sans = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Black or white, whichever reads better on `hex`. */
const readableOn = (hex: string) =>
  contrastRatio("#FFFFFF", hex) >= contrastRatio("#000000", hex) ? "#FFFFFF" : "#000000";

/** Lines of at most about `width` pixels at `size` (an average glyph is about half the size wide). */
function wrap(text: string, widthPx: number, size: number, maxLines: number): string[] {
  const perLine = Math.max(8, Math.floor(widthPx / (size * 0.52)));
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]?.replace(/.{0,2}$/, "")}…`;
    return kept;
  }
  return lines;
}

function text(
  x: number,
  y: number,
  lines: string[],
  size: number,
  options: { fill?: string; weight?: number; family?: string; gap?: number } = {},
): string {
  const gap = options.gap ?? size * 1.3;
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * gap}" font-family="${options.family ?? sans}" font-size="${size}" font-weight="${options.weight ?? 400}" fill="${options.fill ?? ink}">${escapeXml(line)}</text>`,
    )
    .join("");
}

function swatches(palette: readonly BrandColour[], top: number): string {
  const gap = 16;
  const each = (width - 2 * margin - gap * (palette.length - 1)) / palette.length;
  return palette
    .map((colour, index) => {
      const x = margin + index * (each + gap);
      const fill = readableOn(colour.hex);
      return [
        `<rect x="${x}" y="${top}" width="${each}" height="200" rx="16" fill="${colour.hex}" stroke="#D1D5DB"/>`,
        text(x + 18, top + 132, wrap(colour.name, each - 36, 20, 1), 20, { fill, weight: 700 }),
        text(x + 18, top + 160, [colour.hex.toUpperCase()], 18, { fill }),
        text(x + 18, top + 184, [colour.role], 16, { fill }),
      ].join("");
    })
    .join("");
}

/**
 * The kit on one page (1600 x 1200 PNG): name and tagline on the primary colour, the palette,
 * typography, contrast of the text pairs (computed, not the model's), voice and logo ideas.
 */
export async function brandSheetPng(kit: BrandSheetInput): Promise<Uint8Array> {
  const primary = kit.palette.find((colour) => colour.role === "primary") ?? kit.palette[0];
  const band = primary?.hex ?? "#111827";
  const onBand = readableOn(band);
  const column = (width - 2 * margin - 64) / 2;
  const right = margin + column + 64;
  const pairs = contrastPairs(kit.palette)
    .sort((a, b) => b.ratio - a.ratio)
    .slice(0, 6);
  const heading = `'${kit.typography.heading.family}', ${sans}`;
  const body = `'${kit.typography.body.family}', ${sans}`;
  const voice = [kit.voice.traits.join(" · "), ...wrap(kit.voice.summary, column, 18, 3)];
  const parts = [
    `<rect width="${width}" height="${height}" fill="#FFFFFF"/>`,
    `<rect width="${width}" height="230" fill="${band}"/>`,
    text(margin, 110, wrap(kit.name, width - 2 * margin, 64, 1), 64, {
      fill: onBand,
      weight: 700,
      family: heading,
    }),
    text(margin, 160, wrap(kit.taglines[0] ?? "", width - 2 * margin, 28, 1), 28, {
      fill: onBand,
      family: body,
    }),
    text(
      margin,
      200,
      [`${kit.industry} · ${kit.description}`].flatMap((line) =>
        wrap(line, width - 2 * margin, 18, 1),
      ),
      18,
      { fill: onBand },
    ),
    text(margin, 290, ["Palette"], 24, { weight: 700 }),
    swatches(kit.palette, 310),
    text(margin, 580, ["Typography"], 24, { weight: 700 }),
    text(margin, 630, [`${kit.typography.heading.family}`], 40, { weight: 700, family: heading }),
    text(
      margin,
      660,
      [
        `Headings · ${kit.typography.heading.category} · ${kit.typography.heading.weights.join(", ")}`,
      ],
      16,
      { fill: muted },
    ),
    text(
      margin,
      705,
      [`${kit.typography.body.family}: the quick brown fox jumps over the lazy dog`],
      22,
      { family: body },
    ),
    text(
      margin,
      735,
      [`Body · ${kit.typography.body.category} · ${kit.typography.body.weights.join(", ")}`],
      16,
      { fill: muted },
    ),
    text(margin, 800, ["Taglines"], 24, { weight: 700 }),
    text(
      margin,
      838,
      kit.taglines.slice(0, 5).flatMap((line) => wrap(`“${line}”`, column, 20, 1)),
      20,
      { gap: 32 },
    ),
    text(right, 580, ["Contrast (WCAG)"], 24, { weight: 700 }),
    ...pairs.map((pair, index) => {
      const y = 612 + index * 40;
      const verdict = pair.aaa ? "AAA" : pair.aa ? "AA" : pair.aaLarge ? "AA large" : "fails";
      return [
        `<rect x="${right}" y="${y}" width="120" height="30" rx="6" fill="${pair.background.hex}" stroke="#D1D5DB"/>`,
        text(right + 12, y + 21, ["Aa"], 18, { fill: pair.foreground.hex, weight: 700 }),
        text(
          right + 136,
          y + 21,
          [
            `${pair.foreground.name} on ${pair.background.name}: ${pair.ratio.toFixed(2)}:1 ${verdict}`,
          ],
          16,
        ),
      ].join("");
    }),
    text(right, 880, ["Voice and tone"], 24, { weight: 700 }),
    text(right, 914, voice, 18, { fill: muted }),
    text(margin, 1030, ["Logo concepts"], 24, { weight: 700 }),
    text(
      margin,
      1064,
      kit.logoConcepts
        .slice(0, 3)
        .flatMap((concept) =>
          wrap(`${concept.title}: ${concept.description}`, width - 2 * margin, 18, 1),
        ),
      18,
      { fill: muted, gap: 28 },
    ),
    text(width - margin - 260, height - 24, ["Brand kit made with Bismo"], 14, { fill: muted }),
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join("")}</svg>`;
  // Loaded with the first sheet, not with the server: libvips adds about 27 MB.
  const { default: sharp } = await import("sharp");
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}
