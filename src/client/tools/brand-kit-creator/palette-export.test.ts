import { describe, expect, it } from "vitest";
import { brandReply } from "#tests/fakes/study-replies";
import type { BrandKit } from "@/shared/tools/brand-kit-creator";
import { kitFileName, paletteCss, paletteJson } from "./palette-export";

const kit = { name: "Harbour Fresh", ...JSON.parse(brandReply) } as Pick<
  BrandKit,
  "name" | "palette" | "typography"
>;

describe("palette exports", () => {
  it("writes each colour as a CSS variable by role, and the fonts with their category", () => {
    const css = paletteCss({
      ...kit,
      palette: [...kit.palette, { name: "Second Accent", hex: "#AA3355", role: "accent" }],
    });
    expect(css).toContain("--brand-primary: #1B2A41; /* Harbour Navy */");
    expect(css).toContain("--brand-accent: #F2994A;");
    expect(css).toContain("--brand-accent-2: #AA3355;");
    expect(css).toContain('--brand-font-heading: "Fraunces", serif;');
    expect(css).toContain('--brand-font-body: "Inter", sans-serif;');
  });

  it("writes JSON with RGB values and the contrast Bismo computed", () => {
    const json = JSON.parse(paletteJson(kit)) as {
      colours: { hex: string; rgb: number[]; cssVariable: string }[];
      contrast: { foreground: string; background: string; ratio: number; aa: boolean }[];
    };
    expect(json.colours[0]).toMatchObject({
      hex: "#1B2A41",
      rgb: [27, 42, 65],
      cssVariable: "--brand-primary",
    });
    const inkOnWhite = json.contrast.find(
      (pair) => pair.foreground === "#0E1621" && pair.background === "#FFFFFF",
    );
    expect(inkOnWhite).toMatchObject({ aa: true });
    expect(inkOnWhite?.ratio).toBeGreaterThan(18);
  });

  it("names files after the brand", () => {
    expect(kitFileName("Harbour Fresh!", "palette.css")).toBe("harbour-fresh-palette.css");
  });
});
