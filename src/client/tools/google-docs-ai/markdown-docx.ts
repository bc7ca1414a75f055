import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  type ParagraphChild,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import type { Nodes, PhrasingContent, Root, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";

type Style = { bold?: boolean; italics?: boolean; strike?: boolean; code?: boolean };

const headings = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;

const listLevels = (
  format: (typeof LevelFormat)[keyof typeof LevelFormat],
  text: (level: number) => string,
) =>
  Array.from({ length: 6 }, (_, level) => ({
    level,
    format,
    text: text(level),
    alignment: AlignmentType.START,
    style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
  }));

/** Text runs for inline Markdown: bold, italics, strike-through, code, links and line breaks. */
function inline(nodes: readonly PhrasingContent[], style: Style = {}): ParagraphChild[] {
  return nodes.flatMap((node): ParagraphChild[] => {
    switch (node.type) {
      case "text":
        return [
          new TextRun({
            text: node.value.replace(/\n/g, " "),
            bold: style.bold,
            italics: style.italics,
            strike: style.strike,
            font: style.code ? "Courier New" : undefined,
          }),
        ];
      case "strong":
        return inline(node.children, { ...style, bold: true });
      case "emphasis":
        return inline(node.children, { ...style, italics: true });
      case "delete":
        return inline(node.children, { ...style, strike: true });
      case "inlineCode":
        return inline([{ type: "text", value: node.value }], { ...style, code: true });
      case "break":
        return [new TextRun({ break: 1 })];
      case "link":
        return [
          new ExternalHyperlink({
            link: node.url,
            children: inline(node.children, style).filter((child) => child instanceof TextRun),
          }),
        ];
      case "image":
        return inline([{ type: "text", value: node.alt ?? "" }], style);
      default:
        return "children" in node ? inline(node.children as PhrasingContent[], style) : [];
    }
  });
}

/** Walks the Markdown tree into Word paragraphs and tables. */
class Writer {
  private lists = 0;

  blocks(nodes: readonly RootContent[], quote = false): (Paragraph | Table)[] {
    return nodes.flatMap((node) => this.block(node, quote));
  }

  private block(node: RootContent, quote: boolean): (Paragraph | Table)[] {
    const indent = quote ? { left: 720 } : undefined;
    switch (node.type) {
      case "heading":
        return [
          new Paragraph({ heading: headings[node.depth - 1], children: inline(node.children) }),
        ];
      case "paragraph":
        return [new Paragraph({ children: inline(node.children), indent })];
      case "blockquote":
        return this.blocks(node.children, true);
      case "list":
        return this.list(node, 0);
      case "code":
        return node.value.split("\n").map(
          (line) =>
            new Paragraph({
              children: [new TextRun({ text: line, font: "Courier New" })],
              indent,
            }),
        );
      case "table":
        return [this.table(node)];
      case "thematicBreak":
        return [
          new Paragraph({
            border: { bottom: { style: "single", size: 6, color: "999999", space: 1 } },
          }),
        ];
      case "html":
        return [new Paragraph({ children: [new TextRun(node.value)], indent })];
      default:
        return [];
    }
  }

  private list(node: Extract<Nodes, { type: "list" }>, level: number): Paragraph[] {
    const instance = ++this.lists;
    return node.children.flatMap((item) =>
      item.children.flatMap((child, index) => {
        if (child.type === "list") return this.list(child, level + 1);
        if (child.type !== "paragraph" || index > 0)
          return this.blocks([child]).filter((block) => block instanceof Paragraph);
        const tick = item.checked === true ? "☑ " : item.checked === false ? "☐ " : "";
        return [
          new Paragraph({
            children: [...(tick ? [new TextRun(tick)] : []), ...inline(child.children)],
            numbering: { reference: node.ordered ? "ordered" : "bullets", level, instance },
          }),
        ];
      }),
    );
  }

  private table(node: Extract<Nodes, { type: "table" }>): Table {
    return new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: node.children.map(
        (row, rowIndex) =>
          new TableRow({
            // Only the first row repeats as a header; docx writes the flag even when false.
            ...(rowIndex === 0 ? { tableHeader: true } : {}),
            children: row.children.map(
              (cell) =>
                new TableCell({
                  children: [
                    new Paragraph({
                      children: inline(cell.children, { bold: rowIndex === 0 }),
                    }),
                  ],
                }),
            ),
          }),
      ),
    });
  }
}

/** The Markdown tree of an answer, with GitHub's tables, task lists and strike-through. */
export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/** A Word document (.docx) of Markdown text: headings, paragraphs, lists, tables, code, links. */
export function markdownToDocx(markdown: string, title: string): Promise<Blob> {
  const document = new Document({
    title,
    creator: "Bismo",
    numbering: {
      config: [
        {
          reference: "bullets",
          levels: listLevels(LevelFormat.BULLET, (level) => ["•", "◦", "▪"][level % 3] ?? "•"),
        },
        {
          reference: "ordered",
          levels: listLevels(LevelFormat.DECIMAL, (level) => `%${level + 1}.`),
        },
      ],
    },
    sections: [{ children: new Writer().blocks(parseMarkdown(markdown).children) }],
  });
  return Packer.toBlob(document);
}
