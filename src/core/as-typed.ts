/**
 * What a field holding an identifier takes: a username, a provider's or an attribute's name, a
 * distinguished name, an address, a filter on usernames. Phone keyboards otherwise capitalise a
 * field's first letter ('Admin' for 'admin') and replace words they do not know, and the identifier
 * no longer matches (docs/product/shell-and-routes.md 'Touch screens'). Prose (a display name, a
 * description) keeps the keyboard's help.
 */
export const AS_TYPED = { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } as const
