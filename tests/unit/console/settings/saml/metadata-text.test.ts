// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { declaredUtf8, readMetadataFile } from '../../../../../src/console/settings/saml/metadata-text'

const XML = '<?xml version="1.0" encoding="{encoding}"?><md:EntityDescriptor entityID="https://idp.example.com/Grüße"/>'
const declaring = (encoding: string) => XML.replace('{encoding}', encoding)

function utf16(text: string, littleEndian: boolean): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(2 + text.length * 2)
  bytes.set(littleEndian ? [0xff, 0xfe] : [0xfe, 0xff])
  const view = new DataView(bytes.buffer)
  for (let index = 0; index < text.length; index++) view.setUint16(2 + index * 2, text.charCodeAt(index), littleEndian)
  return bytes
}

describe('readMetadataFile', () => {
  it('reads UTF-16 by its byte-order mark, either way round', async () => {
    const xml = declaring('UTF-16')
    expect(await readMetadataFile(new Blob([utf16(xml, true)]))).toBe(xml)
    expect(await readMetadataFile(new Blob([utf16(xml, false)]))).toBe(xml)
  })

  it('reads UTF-8, with or without its mark, and leaves the mark out', async () => {
    const xml = declaring('UTF-8')
    const bytes = new TextEncoder().encode(xml)
    expect(await readMetadataFile(new Blob([bytes]))).toBe(xml)
    expect(await readMetadataFile(new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), bytes]))).toBe(xml)
  })

  it('reads UTF-8 bytes as UTF-8 when their declaration says UTF-16 but no mark says so', async () => {
    for (const declared of ['UTF-16', 'utf-16le', 'UTF-16BE', 'UCS-2', 'unicode']) {
      const xml = declaring(declared)
      expect(await readMetadataFile(new Blob([new TextEncoder().encode(xml)])), declared).toBe(xml)
    }
  })

  it('reads a legacy encoding its declaration names, and an unknown one as UTF-8', async () => {
    const latin1 = declaring('ISO-8859-1')
    const bytes = Uint8Array.from(latin1, (char) => char.charCodeAt(0))
    expect(await readMetadataFile(new Blob([bytes]))).toBe(latin1)

    const unknown = declaring('X-NOT-AN-ENCODING')
    expect(await readMetadataFile(new Blob([new TextEncoder().encode(unknown)]))).toBe(unknown)
  })
})

describe('declaredUtf8', () => {
  it('makes the declaration name UTF-8, the encoding the text is sent in, and changes nothing else', () => {
    expect(declaredUtf8(declaring('UTF-16'))).toBe(declaring('UTF-8'))
    expect(declaredUtf8("<?xml version='1.0' encoding='iso-8859-1' standalone='yes'?><a/>")).toBe("<?xml version='1.0' encoding='UTF-8' standalone='yes'?><a/>")
    const undeclared = '<md:EntityDescriptor><Note encoding="UTF-16"/></md:EntityDescriptor>'
    expect(declaredUtf8(undeclared)).toBe(undeclared)
  })

  it('leaves a declaration of UTF-8 as it is written, in any case', () => {
    for (const name of ['utf-8', 'UTF-8', 'Utf-8', 'utf8']) expect(declaredUtf8(declaring(name))).toBe(declaring(name))
  })
})
