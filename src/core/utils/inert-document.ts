import { asSinkArgument, createTrustedTypePolicy, INERT_DOCUMENT_POLICY, type TrustedTypePolicy } from './trusted-types'

let policy: TrustedTypePolicy | undefined

/**
 * `text` parsed by DOMParser into a document of its own. Such a document is inert: no script in
 * it runs and nothing it names loads. Callers only read it (the banner sanitiser copies allowed
 * nodes into the page, the SAML form reads values), never move its nodes into the page.
 *
 * Under Trusted Types, DOMParser takes only TrustedHTML, whatever the type parsed. The policy
 * passes the text on unchanged because it is the parser's input, never a page's markup: it is
 * created here, used here, and never leaves this module.
 */
export function parseInertDocument(text: string, type: DOMParserSupportedType): Document {
  policy ??= createTrustedTypePolicy(INERT_DOCUMENT_POLICY, { createHTML: (input) => input })
  return new DOMParser().parseFromString(asSinkArgument(policy?.createHTML(text) ?? text), type)
}
