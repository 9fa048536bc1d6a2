import { useEffect, useState } from 'react'
import { readCertificate, type CertificateCheck } from './certificate'

/**
 * The outcome of reading a certificate text, for display: 'reading' until the (lazily loaded)
 * parser has answered for this very text, so a slow answer for an old text is never shown.
 */
export function useCertificateInfo(text: string | undefined): CertificateCheck | 'reading' | undefined {
  const [result, setResult] = useState<{ text: string; check: CertificateCheck }>()
  useEffect(() => {
    if (text === undefined) return
    let current = true
    void readCertificate(text).then((check) => {
      if (current) setResult({ text, check })
    })
    return () => {
      current = false
    }
  }, [text])
  if (text === undefined) return undefined
  return result?.text === text ? result.check : 'reading'
}
