import type { Translate } from "@/shared/i18n/translator";
import type { FlashcardDeck } from "@/shared/tools/flashcard-generator";

export type CardFields = { front: string; back: string; hint: string | null };

const csvCell = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** The deck as CSV (RFC 4180): a front,back,hint header, one card per row. */
export function deckToCsv(deck: Pick<FlashcardDeck, "cards">): string {
  const rows = [
    ["front", "back", "hint"],
    ...deck.cards.map((card) => [card.front, card.back, card.hint ?? ""]),
  ];
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** Anki's own text format can carry neither tabs nor line breaks in a field: breaks become <br>. */
const ankiField = (value: string) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replace(/\t/g, " ")
    .replace(/\r?\n/g, "<br>");

/**
 * The deck as a file Anki imports (File > Import): tab-separated text whose header lines tell
 * Anki the separator, that fields are HTML, the column names and the deck to file the notes in.
 * The hint goes in the back field, under the answer.
 */
export function deckToAnki(deck: Pick<FlashcardDeck, "title" | "cards">): string {
  const header = [
    "#separator:tab",
    "#html:true",
    "#columns:Front\tBack",
    `#deck:${deck.title.replace(/[\r\n\t]/g, " ")}`,
  ];
  const rows = deck.cards.map((card) => {
    const back = card.hint
      ? `${ankiField(card.back)}<br><br><i>Hint: ${ankiField(card.hint)}</i>`
      : ankiField(card.back);
    return `${ankiField(card.front)}\t${back}`;
  });
  return `${[...header, ...rows].join("\n")}\n`;
}

/** Rows of a CSV text (RFC 4180 quoting; commas, or tabs when the first line has tabs and no commas). */
export function parseDelimited(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, "");
  const firstLine = source.split(/\r?\n/, 1)[0] ?? "";
  const separator = firstLine.includes("\t") && !firstLine.includes(",") ? "\t" : ",";
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[index + 1] === "\n") index++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((value) => value.trim() !== ""));
}

/**
 * Cards from a CSV file: front, back and an optional hint per row; a first row that names the
 * columns is skipped. Throws with a message a person can act on when a row has no back.
 */
export class CsvError extends Error {
  /** The 1-based row without a front or back; null when the file has no rows at all. */
  readonly row: number | null;
  constructor(message: string, row: number | null) {
    super(message);
    this.row = row;
  }
}

/** What an import's failure says in the interface's language (CsvError's, else its message). */
export function importErrorText(t: Translate, error: unknown): string {
  if (!(error instanceof CsvError)) return (error as Error).message;
  return error.row === null
    ? t({
        id: "flashcardGenerator.csv.empty",
        defaultMessage: "The file has no cards: each row needs a front and a back.",
      })
    : t(
        {
          id: "flashcardGenerator.csv.row",
          defaultMessage: "Row {row, number} needs a front and a back.",
        },
        { row: error.row },
      );
}

export function cardsFromCsv(text: string): CardFields[] {
  const rows = parseDelimited(text);
  const first = rows[0]?.map((cell) => cell.trim().toLowerCase());
  const body = first?.[0] === "front" && first[1] === "back" ? rows.slice(1) : rows;
  if (body.length === 0)
    throw new CsvError("The file has no cards: each row needs a front and a back.", null);
  return body.map((cells, index) => {
    const [front = "", back = "", hint = ""] = cells.map((cell) => cell.trim());
    if (!front || !back)
      throw new CsvError(`Row ${index + 1} needs a front and a back.`, index + 1);
    return { front, back, hint: hint || null };
  });
}
