/**
 * Metadata files come in the encoding their tool wrote: UTF-8 mostly, UTF-16 from Windows
 * (PowerShell's Out-File, Notepad's 'Unicode'), now and then a declared legacy one. XML names its
 * encoding by a byte-order mark, else by its declaration (XML 1.0, appendix F), else it is UTF-8.
 * The console reads a file that way, and sends the text as UTF-8 (docs/product/saml.md).
 */

/** The XML declaration's encoding, e.g. `<?xml version="1.0" encoding="ISO-8859-1"?>`. */
const DECLARED_ENCODING = /^(<\?xml\s[^>]*?\bencoding\s*=\s*)(["'])([A-Za-z][\w.:-]*)\2/

function encodingOf(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8'
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
  // Without a mark the declaration is written in ASCII, whatever the encoding it names.
  const start = String.fromCharCode(...bytes.subarray(0, 200))
  const declared = DECLARED_ENCODING.exec(start)?.[3] ?? 'utf-8'
  // A declaration read byte by byte was not written in UTF-16, whatever it says: tools that write
  // XML to a string (UTF-16 in .NET) and save it as UTF-8 keep the string's declaration.
  return /^(utf-?16|ucs-?2|unicode)/i.test(declared) ? 'utf-8' : declared
}

/** The text of a metadata file, decoded as its mark or declaration says; an unknown encoding is read as UTF-8. */
export async function readMetadataFile(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let decoder: TextDecoder
  try {
    decoder = new TextDecoder(encodingOf(bytes))
  } catch {
    decoder = new TextDecoder('utf-8')
  }
  return decoder.decode(bytes)
}

/**
 * The XML with its declaration naming UTF-8, the encoding it is sent in. Text that declares UTF-8
 * already, in any spelling, or declares nothing is left exactly as it is. The declaration is only
 * found at the start: the form takes off the whitespace before it first.
 */
export function declaredUtf8(xml: string): string {
  return xml.replace(DECLARED_ENCODING, (declaration: string, head: string, quote: string, name: string) =>
    /^utf-?8$/i.test(name) ? declaration : `${head}${quote}UTF-8${quote}`,
  )
}
