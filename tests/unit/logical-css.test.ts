import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseSource } from "../../scripts/i18n/extract";
import { physicalInCss, physicalInSource, physicalUses } from "../../scripts/physical-css";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Left and right that must stay so in a right-to-left language too ("file:what"), each with why.
 */
const mustStayPhysical = [
  // Centred by left: 50% and translateX(-50%), which is symmetric; inset-inline-start would
  // move the box by its own width in RTL, translate not being logical.
  "src/client/components/ui/dialog.tsx:left-1/2",
  "src/client/components/ui/toaster.tsx:left-1/2",
  "src/client/components/auth/session-choice.tsx:left-1/2",
  "src/client/pages/pricing/plan-card.tsx:left-1/2",
  // The floating assistant sits where it was dragged: pointer coordinates, which are physical.
  "src/client/components/assistant/floating-assistant.tsx:style left",
  "src/client/components/assistant/assistant-panel.tsx:style left",
];

/**
 * The tools' own screens and the panel kit, which another branch is reshaping: converted there
 * (a PDF's text layer and a slide's layout stay physical: they are drawn as the file is). The
 * list only shrinks.
 */
const toolsNotConvertedYet = [
  "src/client/components/panel/fields.tsx:text-right",
  "src/client/tools/ask-pdf/documents.tsx:ml-auto",
  "src/client/tools/ask-pdf/pdf-page.tsx:mr-auto",
  "src/client/tools/ask-pdf/pdf-page.tsx:style left",
  "src/client/tools/ask-pdf/source-viewer.tsx:md:border-l",
  "src/client/tools/brand-kit-creator/kit-view.tsx:text-left",
  "src/client/tools/brand-kit-creator/kit-view.tsx:pl-5",
  "src/client/tools/goal-master/plan-view.tsx:ml-2",
  "src/client/tools/presentation-builder/deck-view.tsx:mr-auto",
  "src/client/tools/presentation-builder/slide-preview.tsx:pl-[3cqw]",
  "src/client/tools/presentation-builder/slide-preview.tsx:right-[5%]",
  "src/client/tools/presentation-builder/slide-preview.tsx:left-0",
  "src/client/tools/presentation-builder/slide-preview.tsx:left-[5.2%]",
  "src/client/tools/presentation-builder/slide-preview.tsx:right-[5.2%]",
];

describe("client CSS", () => {
  it("says start and end, not left and right, so a right-to-left language needs only dir=rtl", () => {
    expect(physicalUses(root, [...mustStayPhysical, ...toolsNotConvertedYet])).toEqual([]);
  });

  it("lists no exception that is gone (strike it off)", () => {
    const all = physicalUses(root, []).map(
      (use) => `${use.where.replace(/:\d+$/, "")}:${use.text}`,
    );
    expect(
      [...mustStayPhysical, ...toolsNotConvertedYet].filter((entry) => !all.includes(entry)),
    ).toEqual([]);
  });

  it("finds physical classes, inline styles and CSS properties, and passes logical ones", () => {
    const inSource = (text: string) =>
      physicalInSource(parseSource("a.tsx", text), "a.tsx").map((use) => use.text);
    expect(
      inSource(
        `<div className="ml-2 ps-4 sm:pr-3 hover:-left-1 text-left border-r end-0" style={{ right: 0, insetInlineStart: 2 }} />`,
      ),
    ).toEqual(["ml-2", "sm:pr-3", "hover:-left-1", "text-left", "border-r", "style right"]);
    expect(inSource(`const side = "left"; const text = "Turn right-handed";`)).toEqual([]);
    expect(
      physicalInCss(
        ".a { margin-left: 1px; padding-inline-start: 2px; text-align: right; left: 0 }",
        "a.css",
      ).map((use) => use.text),
    ).toEqual(["margin-left:", "text-align: right", "left:"]);
  });
});
