import zlib from "node:zlib";

/**
 * Small hostile files that unpack to hundreds of megabytes, made in a few milliseconds: one
 * megabyte of a repeated pattern is deflated once, ending in a full flush (which resets the
 * compressor's window), so the compressed piece can be repeated any number of times and still
 * form one valid deflate stream.
 */

const megabyte = 1024 * 1024;

type Deflated = { data: Buffer; size: number; crc: number; adler: number };

/** A deflate stream (raw, as in zip files) of `prefix`, `megabytes` MB of `pattern`, `suffix`. */
function deflateRepeated(prefix: string, pattern: string, megabytes: number, suffix: string) {
  const full = { finishFlush: zlib.constants.Z_FULL_FLUSH, level: 9 };
  const unit = Buffer.from(pattern.repeat(Math.ceil(megabyte / pattern.length)).slice(0, megabyte));
  // Whole patterns only, so the next repetition continues the text where this one ends.
  const chunk = unit.subarray(0, unit.length - (unit.length % pattern.length));
  const head = Buffer.from(prefix);
  const tail = Buffer.from(suffix);
  const piece = zlib.deflateRawSync(chunk, full);
  const data = Buffer.concat([
    zlib.deflateRawSync(head, full),
    ...Array.from({ length: megabytes }, () => piece),
    zlib.deflateRawSync(tail, { level: 9 }),
  ]);
  let crc = zlib.crc32(head);
  let adler = adler32(head);
  const chunkAdler = adler32(chunk);
  for (let index = 0; index < megabytes; index++) {
    crc = zlib.crc32(chunk, crc);
    adler = adlerAppend(adler, chunkAdler, chunk.length);
  }
  // (zlib.crc32 answers 0 for Buffer.from(""), whatever the running value: Node 20.20.)
  if (tail.length > 0) crc = zlib.crc32(tail, crc);
  adler = adlerAppend(adler, adler32(tail), tail.length);
  return {
    data,
    size: head.length + megabytes * chunk.length + tail.length,
    crc,
    adler,
  } satisfies Deflated;
}

const adlerModulus = 65521;

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % adlerModulus;
    b = (b + a) % adlerModulus;
  }
  return (b << 16) | a;
}

/** The Adler-32 of A followed by B, from both checksums and B's length. */
function adlerAppend(first: number, second: number, secondLength: number): number {
  const a1 = first & 0xffff;
  const b1 = first >>> 16;
  const a2 = second & 0xffff;
  const b2 = second >>> 16;
  const a = (a1 + a2 - 1 + adlerModulus) % adlerModulus;
  const b =
    (b1 + b2 + (secondLength % adlerModulus) * ((a1 - 1 + adlerModulus) % adlerModulus)) %
    adlerModulus;
  return ((b << 16) | a) >>> 0;
}

/** The same stream in zlib's wrapping, as PDF's FlateDecode and PNG's IDAT carry it. */
function zlibWrapped(deflated: Deflated): Buffer {
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(deflated.adler >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0xda]), deflated.data, trailer]);
}

type ZipEntry = { name: string; content: string } | { name: string; deflated: Deflated };

/**
 * A zip archive of deflated entries. `declaredSize` replaces every big entry's true size in the
 * headers, as a bomb that lies about its contents would.
 */
function zipArchive(entries: ZipEntry[], options: { declaredSize?: number } = {}): Uint8Array {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const deflated =
      "deflated" in entry ? entry.deflated : deflateRepeated(entry.content, " ", 0, "");
    const size = "deflated" in entry ? (options.declaredSize ?? deflated.size) : deflated.size;
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(deflated.crc >>> 0, 14);
    local.writeUInt32LE(deflated.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(deflated.crc >>> 0, 16);
    header.writeUInt32LE(deflated.data.length, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, name, deflated.data);
    central.push(header, name);
    offset += local.length + name.length + deflated.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const xmlHead = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`;
const contentTypes = (overrides: string) =>
  `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides}</Types>`;
const relationships = (type: string, target: string) =>
  `${xmlHead}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/></Relationships>`;

/** A Word document whose one paragraph run repeats for `megabytes` MB. */
export function docxBomb(megabytes = 600, options: { declaredSize?: number } = {}): Uint8Array {
  const body = deflateRepeated(
    `${xmlHead}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>`,
    "<w:p><w:r><w:t>bomb</w:t></w:r></w:p>",
    megabytes,
    "</w:body></w:document>",
  );
  return zipArchive(
    [
      {
        name: "[Content_Types].xml",
        content: contentTypes(
          `<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>`,
        ),
      },
      { name: "_rels/.rels", content: relationships("officeDocument", "word/document.xml") },
      { name: "word/document.xml", deflated: body },
    ],
    options,
  );
}

/** A workbook whose one sheet has rows of numbers for `megabytes` MB. */
export function xlsxBomb(megabytes = 800): Uint8Array {
  const sheet = deflateRepeated(
    `${xmlHead}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`,
    `<row><c t="n"><v>1</v></c><c t="n"><v>2</v></c></row>`,
    megabytes,
    "</sheetData></worksheet>",
  );
  return zipArchive([
    {
      name: "[Content_Types].xml",
      content: contentTypes(
        `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
      ),
    },
    { name: "_rels/.rels", content: relationships("officeDocument", "xl/workbook.xml") },
    {
      name: "xl/workbook.xml",
      content: `${xmlHead}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Bomb" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      content: relationships("worksheet", "worksheets/sheet1.xml"),
    },
    { name: "xl/worksheets/sheet1.xml", deflated: sheet },
  ]);
}

/** A deck whose one slide repeats a text paragraph for `megabytes` MB. */
export function pptxBomb(megabytes = 600): Uint8Array {
  const slide = deflateRepeated(
    `${xmlHead}<p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody>`,
    "<a:p><a:r><a:t>bomb</a:t></a:r></a:p>",
    megabytes,
    "</p:txBody></p:sp></p:spTree></p:cSld></p:sld>",
  );
  return zipArchive([
    { name: "[Content_Types].xml", content: contentTypes("") },
    { name: "ppt/slides/slide1.xml", deflated: slide },
  ]);
}

/**
 * A one-page PDF whose content stream (FlateDecode) shows text for `megabytes` MB; deflated a
 * second time (`/Filter [/FlateDecode /FlateDecode]`), 300 MB fit in a few kilobytes.
 */
export function pdfBomb(megabytes = 300, options: { deflateTwice?: boolean } = {}): Uint8Array {
  const once = zlibWrapped(
    deflateRepeated("BT /F1 12 Tf 72 720 Td\n", "(bomb) Tj\n", megabytes, "ET\n"),
  );
  const content = options.deflateTwice ? zlib.deflateSync(once, { level: 9 }) : once;
  const filter = options.deflateTwice ? "[/FlateDecode /FlateDecode]" : "/FlateDecode";
  const objects: Array<string | Buffer> = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} /Filter ${filter} >>\nstream\n`),
      content,
      Buffer.from("\nendstream"),
    ]),
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      typeof body === "string" ? Buffer.from(body) : body,
      Buffer.from("\nendobj\n"),
    ]);
    parts.push(part);
    length += part.length;
  });
  let trailer = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) trailer += `${String(offset).padStart(10, "0")} 00000 n \n`;
  trailer += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(trailer));
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * A PNG that declares `side` x `side` pixels (one bit each, black) and carries all their rows:
 * 60,000 pixels square is 3.6 gigapixels, 450 MB of rows, in under half a megabyte.
 */
export function pngBomb(side = 60_000): Uint8Array {
  const rowBytes = Math.ceil(side / 8) + 1;
  const rows = Math.ceil((side * rowBytes) / megabyte);
  const pixels = zlibWrapped(deflateRepeated("", "\u0000", rows, ""));
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", pixels),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}
