import { type ReadingLimits, UnreadableFileError, unreadable } from "./limits";
import { UnpackLimitError, unpackedSize } from "./unpacked-size";

export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  /** The size the archive declares; checked against the real one before any library reads it. */
  size: number;
  localHeaderOffset: number;
};

const endOfDirectorySignature = 0x06054b50;
const zip64LocatorSignature = 0x07064b50;
const zip64EndSignature = 0x06064b50;
const directoryEntrySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;
const maxComment = 0xffff;
const stored = 0;
const deflated = 8;

class DamagedZipError extends Error {}

function readU64(view: DataView, offset: number): number {
  const value = view.getBigUint64(offset, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new DamagedZipError();
  return Number(value);
}

function directoryLocation(view: DataView) {
  const lowest = Math.max(0, view.byteLength - 22 - maxComment);
  for (let end = view.byteLength - 22; end >= lowest; end--) {
    if (view.getUint32(end, true) !== endOfDirectorySignature) continue;
    const count = view.getUint16(end + 10, true);
    const offset = view.getUint32(end + 16, true);
    if (count !== 0xffff && offset !== 0xffffffff) return { count, offset };
    const locator = end - 20;
    if (locator < 0 || view.getUint32(locator, true) !== zip64LocatorSignature) continue;
    const record = readU64(view, locator + 8);
    if (record + 56 > view.byteLength || view.getUint32(record, true) !== zip64EndSignature)
      throw new DamagedZipError();
    return { count: readU64(view, record + 32), offset: readU64(view, record + 48) };
  }
  throw new DamagedZipError();
}

/** The archive's entries as its central directory lists them, without inflating anything. */
function centralDirectory(bytes: Uint8Array, limits: ReadingLimits): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { count, offset: start } = directoryLocation(view);
  if (count > limits.maxZipEntries) throw unreadable.tooManyEntries(limits);
  const entries: ZipEntry[] = [];
  let offset = start;
  for (let index = 0; index < count; index++) {
    if (offset + 46 > view.byteLength || view.getUint32(offset, true) !== directoryEntrySignature)
      throw new DamagedZipError();
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const nameStart = offset + 46;
    if (nameStart + nameLength + extraLength > view.byteLength) throw new DamagedZipError();
    const entry: ZipEntry = {
      name: new TextDecoder().decode(bytes.subarray(nameStart, nameStart + nameLength)),
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      size: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
    };
    readZip64Sizes(view, nameStart + nameLength, extraLength, entry);
    entries.push(entry);
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Sizes too large for 32 bits are 0xffffffff in the entry and sit in its zip64 extra field. */
function readZip64Sizes(view: DataView, start: number, length: number, entry: ZipEntry) {
  for (let field = start; field + 4 <= start + length; ) {
    const id = view.getUint16(field, true);
    const size = view.getUint16(field + 2, true);
    if (id === 0x0001) {
      let value = field + 4;
      for (const key of ["size", "compressedSize", "localHeaderOffset"] as const) {
        if (entry[key] !== 0xffffffff) continue;
        if (value + 8 > field + 4 + size) throw new DamagedZipError();
        entry[key] = readU64(view, value);
        value += 8;
      }
    }
    field += 4 + size;
  }
}

function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = entry.localHeaderOffset;
  if (header + 30 > view.byteLength || view.getUint32(header, true) !== localHeaderSignature)
    throw new DamagedZipError();
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  if (start + entry.compressedSize > view.byteLength) throw new DamagedZipError();
  return bytes.subarray(start, start + entry.compressedSize);
}

/**
 * Checks a zip-based document before any library unpacks it: entry count and declared sizes
 * from the central directory first (a bomb that tells the truth stops here at once), then every
 * entry inflated and counted without being kept, so one that lies about its size is caught too.
 * Returns the entries. `kind` names the document in the damaged-file message.
 */
export async function checkZip(
  bytes: Uint8Array,
  limits: ReadingLimits,
  kind: string,
): Promise<ZipEntry[]> {
  try {
    const entries = centralDirectory(bytes, limits);
    const declared = entries.reduce((total, entry) => total + entry.size, 0);
    if (declared > limits.maxUnpackedBytes) throw unreadable.unpacksTooFar(limits);
    let remaining = limits.maxUnpackedBytes;
    for (const entry of entries) {
      const data = entryData(bytes, entry);
      let size: number;
      if (entry.method === stored) size = data.byteLength;
      else if (entry.method === deflated) size = await unpackedSize(data, ["raw"], remaining);
      else throw new DamagedZipError();
      if (size !== entry.size) throw new DamagedZipError();
      remaining -= size;
    }
    return entries;
  } catch (error) {
    if (error instanceof UnpackLimitError) throw unreadable.unpacksTooFar(limits);
    if (error instanceof UnreadableFileError) throw error;
    throw unreadable.damaged(kind);
  }
}
