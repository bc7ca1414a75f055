import { createElement, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyPage } from "./lazy-page";

const Heading = ({ text }: { text: string }) => createElement("h1", null, text);

describe("lazyPage", () => {
  it("suspends until its chunk is in", () => {
    const Page = lazyPage(async () => Heading);
    const html = renderToString(
      createElement(Suspense, { fallback: "loading" }, createElement(Page, { text: "Hi" })),
    );
    expect(html).toContain("loading");
  });

  it("renders at once after preload, as hydrating a prerendered page needs", async () => {
    const Page = lazyPage(async () => Heading);
    await Page.preload();
    expect(renderToString(createElement(Page, { text: "Hi" }))).toBe("<h1>Hi</h1>");
  });

  it("loads its chunk once however often it is asked", async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return Heading;
    });
    await Promise.all([Page.preload(), Page.preload()]);
    await Page.preload();
    expect(loads).toBe(1);
  });
});
