import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { deckReply } from "#tests/fakes/study-replies";
import { presentationInputSchema } from "@/shared/tools/presentation-builder";
import { presentationToPptx } from "./pptx";

const run = promisify(execFile);

/** LibreOffice's command, if installed (Debian: libreoffice-impress; CI installs it). */
function soffice(): string | null {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const candidate = path.join(dir, "soffice");
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

const command = soffice();

describe("presentationToPptx", () => {
  // CI must have LibreOffice; elsewhere the test runs where it is installed.
  it.skipIf(!command && process.env.CI !== "true")(
    "makes a file LibreOffice opens: converted to PDF, one page per slide",
    { timeout: 120_000 },
    async () => {
      if (!command) throw new Error("LibreOffice is missing: apt-get install libreoffice-impress");
      const draft = JSON.parse(deckReply(7)) as {
        title: string;
        subtitle: string;
        slides: object[];
      };
      const deck = presentationInputSchema.parse({
        ...draft,
        slides: draft.slides.map((slide, index) => ({ ...slide, id: `s${index}` })),
      });
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-pptx-"));
      try {
        fs.writeFileSync(path.join(dir, "deck.pptx"), await presentationToPptx(deck));
        // A profile of its own, so a LibreOffice already running for someone else is not reused.
        await run(
          command,
          [
            `-env:UserInstallation=file://${dir}/profile`,
            "--headless",
            "--convert-to",
            "pdf",
            "--outdir",
            dir,
            path.join(dir, "deck.pptx"),
          ],
          { timeout: 110_000 },
        );
        const pdf = await getDocumentProxy(
          new Uint8Array(fs.readFileSync(path.join(dir, "deck.pdf"))),
        );
        expect(pdf.numPages).toBe(deck.slides.length);
        const page = await pdf.getPage(3);
        const text = (await page.getTextContent()).items
          .map((item) => ("str" in item ? item.str : ""))
          .join(" ");
        expect(text).toContain(deck.slides[2]?.title);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
