/**
 * A look at an .xlsx file's ZIP central directory before anything unpacks it: a file that
 * declares a huge unpacked size (a zip bomb), or that is a ZIP but not a workbook, is refused
 * without inflating a byte.
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_OF_DIRECTORY_SIZE = 22;
const DIRECTORY_ENTRY_SIZE = 46;
const MAX_ZIP_COMMENT = 0xffff;
const WORKBOOK_PART = 'xl/workbook.xml';

/**
 * True when the ZIP's central directory is readable, lists `xl/workbook.xml`, and declares at
 * most `maxUnpackedBytes` in all. The sizes are the ones the file declares; the unpacker must
 * still not trust them, but an honest workbook never declares more than it holds.
 */
export function isPlausibleWorkbookZip(bytes: Uint8Array, maxUnpackedBytes: number): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  if (end === undefined) return false;

  const entryCount = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryStart = view.getUint32(end + 16, true);
  // Split archives and ZIP64 (whose real sizes sit in extra records) never occur in a workbook
  // under the upload cap, so they are refused rather than parsed.
  const isSplit = view.getUint16(end + 4, true) !== 0 || view.getUint16(end + 6, true) !== 0;
  const isZip64 =
    entryCount === 0xffff || directorySize === 0xffffffff || directoryStart === 0xffffffff;
  if (isSplit || isZip64) return false;

  let offset = directoryStart;
  let unpackedBytes = 0;
  let hasWorkbookPart = false;
  for (let entry = 0; entry < entryCount; entry++) {
    if (offset + DIRECTORY_ENTRY_SIZE > end || view.getUint32(offset, true) !== DIRECTORY_ENTRY)
      return false;
    const unpackedSize = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (unpackedSize === 0xffffffff) return false; // a ZIP64 entry
    const nameStart = offset + DIRECTORY_ENTRY_SIZE;
    if (nameStart + nameLength > end) return false;
    const name = new TextDecoder().decode(bytes.subarray(nameStart, nameStart + nameLength));
    // Part names are case-insensitive in Office Open XML.
    if (name.toLowerCase() === WORKBOOK_PART) hasWorkbookPart = true;
    unpackedBytes += unpackedSize;
    if (unpackedBytes > maxUnpackedBytes) return false;
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return hasWorkbookPart;
}

/** Offset of the end-of-central-directory record, searched backwards past a possible comment. */
function findEndOfDirectory(view: DataView): number | undefined {
  const last = view.byteLength - END_OF_DIRECTORY_SIZE;
  const first = Math.max(0, last - MAX_ZIP_COMMENT);
  for (let offset = last; offset >= first; offset--) {
    if (view.getUint32(offset, true) === END_OF_DIRECTORY) return offset;
  }
  return undefined;
}
