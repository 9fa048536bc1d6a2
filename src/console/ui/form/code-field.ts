import { AS_TYPED } from '../../../core/as-typed'
import { fieldTextSize } from '../field-text'

/**
 * The props of a field that holds code (XML, a PEM certificate): monospace, smaller where the
 * screen allows, taken as typed. A module of its own, not beside `fieldTextSize`, which the
 * header imports: the console's file would then take `AS_TYPED` along, and the login page, which
 * uses it too, would load MUI with that file (docs/decisions/014-bundle-split.md).
 */
export const CODE_FIELD = {
  sx: { '& .MuiInputBase-input': { fontFamily: 'monospace', ...fieldTextSize('0.8rem') } },
  slotProps: { htmlInput: AS_TYPED },
} as const
