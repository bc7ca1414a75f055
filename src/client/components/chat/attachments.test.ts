import { describe, expect, it } from "vitest";
import { getTool } from "@/shared/tools/registry";
import { formatMegabytes } from "./file-size";
import { isAccepted } from "./use-attachments";

const file = (name: string, type: string) => new File(["x"], name, { type });

describe("attachments", () => {
  it("shows sizes in MB with two decimals", () => {
    expect(formatMegabytes(1024 * 1024 * 2.5)).toBe("2.50 MB");
    expect(formatMegabytes(1234)).toBe("0.00 MB");
    expect(formatMegabytes(5_000_000)).toBe("4.77 MB");
  });

  it("follows each tool's accept list", () => {
    const multiChat = getTool("multi-chat").uploadAccept;
    expect(isAccepted(file("photo.PNG", "image/png"), multiChat)).toBe(true);
    expect(isAccepted(file("notes.docx", ""), multiChat)).toBe(true);
    expect(isAccepted(file("script.js", "text/javascript"), multiChat)).toBe(false);
    const code = getTool("code-assistant").uploadAccept;
    expect(isAccepted(file("app.tsx", ""), code)).toBe(true);
    expect(isAccepted(file("photo.png", "image/png"), code)).toBe(false);
  });
});
