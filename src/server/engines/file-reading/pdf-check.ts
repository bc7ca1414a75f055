import { type ReadingLimits, unreadable } from "./limits";
import { type DeflateWrapping, UnpackLimitError, unpackedSize } from "./unpacked-size";

const streamKeyword = /(?<!end)stream\r?\n/g;
const filterNames = /\/(\w+)/g;

/** The compressing filters a stream's dictionary applies first, or none to count. */
function flateLayers(dictionary: string): DeflateWrapping[] {
  const filter = /\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(dictionary)?.[1] ?? "";
  const layers: DeflateWrapping[] = [];
  for (const [, name] of filter.matchAll(filterNames)) {
    if (name !== "FlateDecode" && name !== "Fl") break;
    layers.push("zlib");
  }
  return layers;
}

/**
 * Counts what a PDF's deflated streams unpack to, before pdf.js decodes any of them, and throws
 * past `maxUnpackedBytes`: a page whose content stream inflates to hundreds of megabytes is
 * refused here in a fraction of a second. Images are skipped, because reading text never
 * decodes them. The scan looks at the file's bytes as they are: streams it cannot inflate
 * (encrypted ones, other filters) are left to the reader process's memory and time caps.
 */
export async function checkPdfStreams(bytes: Uint8Array, limits: ReadingLimits) {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  let remaining = limits.maxUnpackedBytes;
  for (const match of text.matchAll(streamKeyword)) {
    const dataStart = match.index + match[0].length;
    const dictionary = text.slice(text.lastIndexOf("obj", match.index) + 3, match.index);
    const layers = flateLayers(dictionary);
    if (layers.length === 0 || /\/Subtype\s*\/Image\b/.test(dictionary)) continue;
    const dataEnd = text.indexOf("endstream", dataStart);
    const data = bytes.subarray(dataStart, dataEnd === -1 ? bytes.byteLength : dataEnd);
    try {
      remaining -= await unpackedSize(data, layers, remaining, { tolerant: true });
    } catch (error) {
      if (error instanceof UnpackLimitError) throw unreadable.unpacksTooFar(limits);
      throw error;
    }
  }
}
