import fs from "node:fs";
import { createRequire } from "node:module";
import type opentype from "opentype.js";
import type { thumbnailStyles } from "@/shared/tools/thumbnail-creator";

/**
 * Anton (SIL Open Font License), from the @fontsource/anton package: the overlay's letters are
 * drawn as SVG paths from this file, so they look the same on every machine, whatever fonts
 * it has installed.
 */
const fontFile = createRequire(import.meta.url).resolve(
  "@fontsource/anton/files/anton-latin-400-normal.woff",
);
let font: Promise<opentype.Font> | undefined;
/** opentype.js is loaded with the first overlay, not with the server (it weighs about 10 MB). */
function loadFont(): Promise<opentype.Font> {
  font ??= import("opentype.js").then(({ default: opentype }) => {
    const bytes = fs.readFileSync(fontFile);
    return opentype.parse(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
  });
  return font;
}

const W = 1280;
const H = 720;
const box = { x: 64, width: W - 128, maxHeight: 400 };

/** Splits words into at most `lines` lines of similar width (greedy on the widest allowed). */
function wrap(words: string[], lines: number, widthOf: (text: string) => number, maxWidth: number) {
  const result: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && widthOf(candidate) > maxWidth) {
      result.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) result.push(line);
  return result.length <= lines ? result : undefined;
}

/**
 * The biggest size (and line breaks) at which the text fits the box: up to 3 lines, 150 px
 * letters at most. Characters the font lacks are left out rather than drawn as boxes.
 */
function fitText(face: opentype.Font, text: string) {
  const usable = [...text.toUpperCase()]
    .filter((char) => char === " " || face.charToGlyphIndex(char) > 0)
    .join("");
  const words = usable.split(/\s+/).filter(Boolean);
  for (let size = 150; size >= 36; size -= 4) {
    const widthOf = (line: string) => face.getAdvanceWidth(line, size);
    const lineHeight = size * 1.12;
    for (let lines = 1; lines <= 3; lines++) {
      let wrapped = wrap(words, lines, widthOf, box.width);
      if (wrapped && wrapped.length * lineHeight <= box.maxHeight) {
        // Even lines read better than a full line and an orphan: narrow the box while the
        // text still takes as many lines.
        for (let width = box.width - 20; width > 0; width -= 20) {
          const narrower = wrap(words, wrapped.length, widthOf, width);
          if (!narrower || narrower.length !== wrapped.length) break;
          wrapped = narrower;
        }
        return { lines: wrapped, size, lineHeight, widthOf };
      }
    }
  }
  return {
    lines: [usable.slice(0, 40)],
    size: 36,
    lineHeight: 40,
    widthOf: (line: string) => face.getAdvanceWidth(line, 36),
  };
}

/**
 * The overlay as SVG over a 1280x720 picture: a dark gradient at the bottom keeps any
 * background behind the text dark enough, and the letters are white with a thick dark outline
 * (Bold), white on a solid band (Clean), or in the category's colour with a glow (Neon).
 */
export async function textOverlaySvg(
  text: string,
  style: (typeof thumbnailStyles)[number],
  accent: string,
): Promise<string> {
  if (!text.trim()) return "";
  const face = await loadFont();
  const fitted = fitText(face, text);
  const blockHeight = fitted.lines.length * fitted.lineHeight;
  const bottom = H - 56;
  const top = bottom - blockHeight;
  const paths = fitted.lines
    .map((line, index) => {
      const x = box.x;
      const baseline = top + (index + 1) * fitted.lineHeight - fitted.lineHeight * 0.16;
      return face.getPath(line, x, baseline, fitted.size).toPathData(2);
    })
    .join(" ");
  const widest = Math.max(...fitted.lines.map((line) => fitted.widthOf(line)));
  const scrim = `<defs><linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.78"/></linearGradient>
    <filter id="glow" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="10"/></filter></defs>
    <rect x="0" y="${Math.max(0, top - 160)}" width="${W}" height="${H - Math.max(0, top - 160)}" fill="url(#scrim)"/>`;
  const letters =
    style === "Clean"
      ? `<rect x="${box.x - 28}" y="${top - 20}" width="${widest + 56}" height="${blockHeight + 36}" rx="18" fill="#0b0b0f" opacity="0.86"/>
         <rect x="${box.x - 28}" y="${top - 20}" width="12" height="${blockHeight + 36}" rx="4" fill="${accent}"/>
         <path d="${paths}" fill="#ffffff"/>`
      : style === "Neon"
        ? `<path d="${paths}" fill="${accent}" filter="url(#glow)" opacity="0.9"/>
           <path d="${paths}" fill="#ffffff" stroke="${accent}" stroke-width="3"/>`
        : `<path d="${paths}" fill="none" stroke="#000000" stroke-width="${Math.round(fitted.size / 7)}" stroke-linejoin="round"/>
           <path d="${paths}" fill="#ffffff"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${scrim}${letters}</svg>`;
}
