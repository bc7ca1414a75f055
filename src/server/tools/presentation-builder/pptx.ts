import type PptxGenJS from "pptxgenjs";
import type { PresentationInput, Slide } from "@/shared/tools/presentation-builder";

export const pptxMediaType =
  "application/vnd.openxmlformats-officedocument.presentationml.presentation";

// A clean theme on the 16:9 wide layout (13.33 x 7.5 in): white slides, dark text, one violet
// accent. Arial everywhere: every office suite has it or a metric twin (Liberation Sans).
const theme = {
  font: "Arial",
  text: "1F2937",
  muted: "6B7280",
  accent: "6D28D9",
  accentSoft: "EDE9FE",
  white: "FFFFFF",
};
const width = 13.333;
const margin = 0.7;
const contentMaster = "BISMO_CONTENT";
const sectionMaster = "BISMO_SECTION";
const titleMaster = "BISMO_TITLE";

function defineMasters(pptx: PptxGenJS, deckTitle: string) {
  const footer = { x: margin, y: 6.95, w: 8, h: 0.3, fontFace: theme.font, fontSize: 10 };
  pptx.defineSlideMaster({
    title: contentMaster,
    background: { color: theme.white },
    objects: [
      { rect: { x: 0, y: 0, w: width, h: 0.12, fill: { color: theme.accent } } },
      { text: { text: deckTitle, options: { ...footer, color: theme.muted } } },
    ],
    slideNumber: {
      x: width - margin - 0.6,
      y: 6.95,
      w: 0.6,
      h: 0.3,
      fontFace: theme.font,
      fontSize: 10,
      color: theme.muted,
      align: "right",
    },
  });
  pptx.defineSlideMaster({
    title: titleMaster,
    background: { color: theme.white },
    objects: [{ rect: { x: 0, y: 0, w: 0.35, h: 7.5, fill: { color: theme.accent } } }],
  });
  pptx.defineSlideMaster({
    title: sectionMaster,
    background: { color: theme.accent },
    objects: [],
    slideNumber: {
      x: width - margin - 0.6,
      y: 6.95,
      w: 0.6,
      h: 0.3,
      fontFace: theme.font,
      fontSize: 10,
      color: theme.accentSoft,
      align: "right",
    },
  });
}

const bulletList = (bullets: readonly string[]) =>
  bullets.map((text) => ({
    text,
    options: { bullet: { indent: 18 }, paraSpaceAfter: 10, breakLine: true },
  }));

function addTitleSlide(pptx: PptxGenJS, slide: Slide, deck: PresentationInput) {
  const page = pptx.addSlide({ masterName: titleMaster });
  page.addText(slide.title || deck.title, {
    x: 1.1,
    y: 2.2,
    w: 11,
    h: 1.6,
    fontFace: theme.font,
    fontSize: 44,
    bold: true,
    color: theme.text,
    valign: "bottom",
    fit: "shrink",
  });
  const subtitle = slide.bullets.length > 0 ? slide.bullets.join("\n") : deck.subtitle;
  if (subtitle)
    page.addText(subtitle, {
      x: 1.1,
      y: 3.95,
      w: 11,
      h: 1.2,
      fontFace: theme.font,
      fontSize: 22,
      color: theme.muted,
      valign: "top",
    });
  return page;
}

function addSectionSlide(pptx: PptxGenJS, slide: Slide) {
  const page = pptx.addSlide({ masterName: sectionMaster });
  if (slide.section.trim().toLowerCase() !== slide.title.trim().toLowerCase())
    page.addText(slide.section, {
      x: 1.1,
      y: 2.1,
      w: 11,
      h: 0.5,
      fontFace: theme.font,
      fontSize: 16,
      color: theme.accentSoft,
      bold: true,
    });
  page.addText(slide.title, {
    x: 1.1,
    y: 2.6,
    w: 11,
    h: 1.8,
    fontFace: theme.font,
    fontSize: 40,
    bold: true,
    color: theme.white,
    valign: "top",
    fit: "shrink",
  });
  if (slide.bullets.length > 0)
    page.addText(slide.bullets.join("\n"), {
      x: 1.1,
      y: 4.5,
      w: 11,
      h: 1.5,
      fontFace: theme.font,
      fontSize: 20,
      color: theme.accentSoft,
    });
  return page;
}

function addContentSlide(pptx: PptxGenJS, slide: Slide) {
  const page = pptx.addSlide({ masterName: contentMaster });
  page.addText(slide.section, {
    x: margin,
    y: 0.4,
    w: 11.5,
    h: 0.35,
    fontFace: theme.font,
    fontSize: 12,
    bold: true,
    color: theme.accent,
  });
  page.addText(slide.title, {
    x: margin,
    y: 0.75,
    w: 11.9,
    h: 0.95,
    fontFace: theme.font,
    fontSize: 32,
    bold: true,
    color: theme.text,
    valign: "top",
    fit: "shrink",
  });
  const body = {
    y: 1.95,
    h: 4.75,
    fontFace: theme.font,
    fontSize: 20,
    color: theme.text,
    valign: "top" as const,
    fit: "shrink" as const,
  };
  if (slide.layout === "two-column") {
    const half = Math.ceil(slide.bullets.length / 2);
    page.addText(bulletList(slide.bullets.slice(0, half)), { ...body, x: margin, w: 5.75 });
    page.addShape("line", {
      x: 6.67,
      y: 2.0,
      w: 0,
      h: 4.5,
      line: { color: theme.accentSoft, width: 2 },
    });
    page.addText(bulletList(slide.bullets.slice(half)), { ...body, x: 6.95, w: 5.65 });
  } else if (slide.bullets.length > 0) {
    page.addText(bulletList(slide.bullets), { ...body, x: margin, w: 11.9 });
  }
  return page;
}

/** The deck as a .pptx: one slide per slide in its layout, each with its speaker notes. */
export async function presentationToPptx(deck: PresentationInput): Promise<Uint8Array> {
  // Loaded with the first deck, not with the server (about 10 MB).
  const { default: PptxGenJS } = await import("pptxgenjs");
  const pptx = new PptxGenJS();
  pptx.layout = "LAYOUT_WIDE";
  pptx.title = deck.title;
  pptx.subject = deck.subtitle;
  pptx.company = "Made with Bismo";
  pptx.theme = { headFontFace: theme.font, bodyFontFace: theme.font };
  defineMasters(pptx, deck.title);
  for (const slide of deck.slides) {
    const page =
      slide.layout === "title"
        ? addTitleSlide(pptx, slide, deck)
        : slide.layout === "section"
          ? addSectionSlide(pptx, slide)
          : addContentSlide(pptx, slide);
    if (slide.notes.trim()) page.addNotes(slide.notes.trim());
  }
  const output = await pptx.write({ outputType: "uint8array" });
  return output as Uint8Array;
}
