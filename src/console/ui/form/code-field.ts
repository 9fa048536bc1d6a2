import { AS_TYPED } from '../../../core/validation/field-rules'
import { fieldTextSize } from '../field-text'

/**
 * The props of a field that holds code (XML, a PEM certificate): several lines, monospace, smaller
 * where the screen allows, taken as typed. A module of its own, not beside `fieldTextSize`, which the
 * header imports: the console's file would then take `AS_TYPED` along, and the login page, which
 * uses it too, would load MUI with that file (docs/decisions/014-bundle-split.md).
 *
 * The browser's own text area, as many rows high as the field says (`rows`), which scrolls: MUI's
 * multiline field grows with its text by copying all of it into a hidden text area and measuring
 * it at every change and resize, and a metadata file of 1 MB then held the page for seconds at
 * each key (docs/product/saml.md).
 */
export const CODE_FIELD = {
  multiline: true,
  sx: { '& .MuiInputBase-input': { fontFamily: 'monospace', ...fieldTextSize('0.8rem') } },
  slotProps: { htmlInput: AS_TYPED, input: { inputComponent: 'textarea' } },
} as const
