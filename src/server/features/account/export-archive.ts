import { eq, getTableName } from "drizzle-orm";
import type { Db } from "@/server/platform/db/client";
import { presentation } from "@/server/platform/db/schema/tool-results";
import { chunksOf, type FileStorage } from "@/server/platform/storage/file-storage";
import type { PresentationInput } from "@/shared/tools/presentation-builder";
import { keysOf, pagedRows, type Row, tableRows } from "./export-rows";
import { type ExportedTable, exportedTables, notExported } from "./export-tables";
import { utf8Chunks, type ZipEntry } from "./export-zip";

/** Writes a deck as a .pptx (the presentation builder's own export, given by app.ts). */
export type DeckToPptx = (deck: PresentationInput) => Promise<Uint8Array>;

export type ArchiveParts = { db: Db; storage: FileStorage; deckToPptx: DeckToPptx };

/** A file name as a path segment: no folders, no control characters, not too long. */
const segment = (name: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what goes.
  name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, "_").slice(0, 120) || "file";

const fileOf = (spec: ExportedTable, row: Row) => {
  const [key, name] = keysOf(spec.table, spec.file ? [spec.file.storageKey, spec.file.name] : []);
  return {
    storageKey: String(row[key as string]),
    path: `${spec.file?.folder}/${String(row.id)}-${segment(String(row[name as string]))}`,
  };
};

const deckPath = (row: Row) => `presentations/${String(row.id)}-${segment(String(row.title))}.pptx`;

async function* once(bytes: Uint8Array) {
  yield bytes;
}

/**
 * What 'Download my data' holds, entry by entry: the stored files (uploads, documents, media:
 * generated images and videos, speech, thumbnails...), each deck as a .pptx, and last
 * `manifest.json`, every exported table's rows with, on a file's row, where its file is in
 * the archive (null when its bytes were gone). Read a page at a time: nothing holds a large
 * account whole.
 */
export async function* accountArchive(
  { db, storage, deckToPptx }: ArchiveParts,
  userId: string,
  exportedAt: Date,
): AsyncGenerator<ZipEntry> {
  const written = new Map<string, string>();
  for (const spec of exportedTables.filter((entry) => entry.file)) {
    for await (const row of tableRows(db, spec, userId)) {
      const { storageKey, path } = fileOf(spec, row);
      const stream = await storage.stream(storageKey);
      if (!stream) continue;
      written.set(`${getTableName(spec.table)}:${String(row.id)}`, path);
      yield { name: path, compress: false, chunks: chunksOf(stream) };
    }
  }
  for await (const row of pagedRows(db, presentation, eq(presentation.userId, userId))) {
    const content = row.content as Omit<PresentationInput, "title">;
    const bytes = await deckToPptx({ ...content, title: String(row.title) }).catch(() => null);
    if (!bytes) continue;
    written.set(`presentation:${String(row.id)}`, deckPath(row));
    yield { name: deckPath(row), compress: false, chunks: once(bytes) };
  }
  yield {
    name: "manifest.json",
    compress: true,
    chunks: utf8Chunks(manifest(db, userId, exportedAt, written)),
  };
}

/** The manifest's JSON, a piece at a time: the tables' rows as they are read. */
async function* manifest(
  db: Db,
  userId: string,
  exportedAt: Date,
  written: ReadonlyMap<string, string>,
): AsyncGenerator<string> {
  const head = {
    format: "bismo-account-export",
    version: 2,
    exportedAt: exportedAt.toISOString(),
    accountId: userId,
    about:
      "Everything Bismo keeps for this account, table by table, as the database holds it; a row with a file names its path in this archive. Tables left out, and why: notExported.",
    notExported,
  };
  yield `${JSON.stringify(head).slice(0, -1)},"tables":{`;
  let firstTable = true;
  for (const spec of exportedTables) {
    const name = getTableName(spec.table);
    const omitted = new Set(keysOf(spec.table, spec.omit ?? []));
    const hasFile = spec.file !== undefined || spec.table === presentation;
    yield `${firstTable ? "" : ","}${JSON.stringify(name)}:[`;
    firstTable = false;
    let firstRow = true;
    for await (const row of tableRows(db, spec, userId)) {
      const kept = Object.fromEntries(Object.entries(row).filter(([key]) => !omitted.has(key)));
      if (hasFile) kept.file = written.get(`${name}:${String(row.id)}`) ?? null;
      yield `${firstRow ? "" : ","}${JSON.stringify(kept)}`;
      firstRow = false;
    }
    yield "]";
  }
  yield "}}";
}
