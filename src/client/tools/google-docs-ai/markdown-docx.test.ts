import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { markdownToDocx } from "./markdown-docx";

const answer = `# Quarterly Report

The **revenue** grew by *12%* this quarter, see [the figures](https://example.com/q3).

## Next steps

1. Hire two engineers
2. Open the Lyon office
   - sign the lease
   - furnish it

- [x] Budget approved

| Region | Sales |
| ------ | ----- |
| North  | 120   |
| South  | 95    |

> Quoted from the board's letter.

\`\`\`
total = north + south
\`\`\`
`;

async function html(markdown: string) {
  const blob = await markdownToDocx(markdown, "Quarterly Report");
  const buffer = Buffer.from(await blob.arrayBuffer());
  expect(buffer.subarray(0, 2).toString()).toBe("PK");
  return (await mammoth.convertToHtml({ buffer })).value;
}

describe("markdownToDocx", () => {
  it("makes a Word document a Word reader opens, with headings, emphasis, links, lists and tables", async () => {
    const read = await html(answer);
    expect(read).toContain("<h1>Quarterly Report</h1>");
    expect(read).toContain("<h2>Next steps</h2>");
    expect(read).toContain("<strong>revenue</strong>");
    expect(read).toContain("<em>12%</em>");
    expect(read).toContain('<a href="https://example.com/q3">the figures</a>');
    expect(read).toMatch(
      /<ol><li>Hire two engineers<\/li><li>Open the Lyon office<ul><li>sign the lease<\/li><li>furnish it<\/li><\/ul><\/li><\/ol>/,
    );
    expect(read).toContain("☑ Budget approved");
    expect(read).toMatch(
      /<table><thead>.*Region.*<\/thead><tbody>.*North.*120.*South.*95.*<\/tbody><\/table>/,
    );
    expect(read).toContain("Quoted from the board's letter.");
    expect(read).toContain("total = north + south");
  });

  it("starts each ordered list at 1 again", async () => {
    const blob = await markdownToDocx("1. one\n2. two\n\nText\n\n1. again", "Lists");
    const { value } = await mammoth.extractRawText({
      buffer: Buffer.from(await blob.arrayBuffer()),
    });
    expect(value).toContain("again");
    const read = await html("1. one\n2. two\n\nText\n\n1. again");
    expect(read.match(/<ol>/g)).toHaveLength(2);
  });
});
