import type { ThemeOptions } from '@mui/material/styles'
import { BRAND_COLOURS, BRAND_COLOURS_DARK } from '../../core/palette'

// MUI types the theme's variables (`theme.vars`) and MuiTheme's `colorSchemeNode` only for an app
// that declares it uses them.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true
  }
}

// Text on a coloured fill (chips, filled alerts, contained buttons) meets WCAG AA's 4.5:1:
// MUI's default threshold of 3 puts white on orange and light blue, which is unreadable.
const contrastThreshold = 4.5

/**
 * Forced colours (Windows' contrast themes) drop backgrounds and shadows, and with them MUI's tints
 * of focus and selection. There the focused control's outline takes the system's highlight colour.
 */
const FORCED_COLORS = '@media (forced-colors: active)'
/** A phone held upright (narrower than MUI's `sm`) or sideways (shorter than 500 px): dialogs take the whole screen. */
const PHONE = '@media (max-width: 599.95px), (max-height: 499.95px)'
/** Anything larger: a dialog sits over the page at its own width. */
export const DIALOG_OVER_PAGE = '@media (min-width: 600px) and (min-height: 500px)'
/** The system asks for less motion; MUI's own parts follow it through the theme's `motion`, ours through this. */
export const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce)'
const KEYBOARD_FOCUS = { outline: '2px solid Highlight', outlineOffset: '2px' }
/** A control in a list that scrolls (a menu, the navigation) keeps its focus outline inside its own box. */
const FOCUS_INSIDE = { '&.Mui-focusVisible': { outlineOffset: '-2px' } }

/**
 * A select keeps 24 px beside its text for the arrow, whose size MUI gives in rem: with the
 * browser's text size set larger ('Very large' is 24 px), the arrow grew over the text. It keeps
 * the room it is given.
 */
const SELECT_ARROW = { fontSize: 24 }

const TYPED_TEXT = "& input:not([type='password']), & input:not([type='password'])::placeholder, & textarea, & textarea::placeholder"

/**
 * The mark of a required field, drawn after its label and left out of its text and its name: a
 * label reads 'Username', as the field is named, and shows 'Username *'. MUI writes the mark into
 * the label as text, so a field found by its label's words ('Username') was not found. The second
 * value gives the mark no words for assistive technology; a browser that cannot read it keeps the
 * first. The field itself says it is required (its `required` attribute).
 */
const REQUIRED_MARK = { content: ['" *"', '" *" / ""'] }

/** The console's look in any language; localised-theme.ts adds a language's texts and direction. */
export const themeOptions: ThemeOptions = {
  // Both schemes are CSS variables under `<html data-theme>`, which src/core/theme-mode.ts writes
  // before React draws (decision 031): a switch restyles the page without rendering it again.
  cssVariables: { colorSchemeSelector: 'data-theme' },
  colorSchemes: {
    light: {
      palette: { primary: { main: BRAND_COLOURS.primary, dark: BRAND_COLOURS.primaryDark }, contrastThreshold },
    },
    dark: {
      palette: {
        primary: { main: BRAND_COLOURS_DARK.primary, dark: BRAND_COLOURS_DARK.primaryDark },
        error: { main: BRAND_COLOURS_DARK.error },
        contrastThreshold,
      },
    },
  },
  // A system set to reduce motion gets none: dialogs, menus, tooltips and the drawer appear at
  // once, and busy marks stand still (docs/product/shell-and-routes.md 'Reduced motion'). MUI
  // ignores the setting unless told.
  motion: { reducedMotion: 'system' },
  // Server text can be one word thousands of characters long (docs/product/lists-and-dialogs.md
  // 'Long text'): in every dialog, alert and tooltip it breaks wherever it must rather than
  // overflowing its box.
  components: {
    MuiDialog: {
      styleOverrides: {
        paper: {
          overflowWrap: 'anywhere',
          // A phone gives every dialog the whole screen (what MUI's fullScreen draws), so a form's
          // fields keep their width and the buttons stay in reach (docs/product/lists-and-dialogs.md).
          // Held sideways it is wide but short, and a dialog's margins would take a fifth of its height.
          [PHONE]: { margin: 0, width: '100%', maxWidth: '100%', height: '100%', maxHeight: 'none', borderRadius: 0 },
        },
      },
    },
    // A title holding a server name ('Manage {name}'s Certificates') takes at most a quarter of the
    // screen and scrolls beyond it, so the dialog's content and buttons stay in view.
    MuiDialogTitle: { styleOverrides: { root: { maxHeight: '25vh', overflowY: 'auto' } } },
    MuiAlert: { styleOverrides: { message: { overflowWrap: 'anywhere' } } },
    // A tooltip holding a whole long value stays within half the screen and scrolls (it stays
    // open while the pointer is on it).
    MuiTooltip: { styleOverrides: { tooltip: { overflowWrap: 'anywhere', maxHeight: '50vh', overflowY: 'auto' } } },
    // What is typed keeps its own direction, as server text does (docs/product/languages.md): an
    // e-mail or a URL in an Arabic page reads left to right from the field's left edge, Arabic from
    // its right, and an empty field follows the page. A password's dots have no direction of their
    // own, so they stay with the page; so does a select's chosen option, one of our own texts.
    MuiInputBase: { styleOverrides: { root: { [TYPED_TEXT]: { unicodeBidi: 'plaintext' } } } },
    // The required mark comes from the field's own `required` input rather than MUI's text in the label.
    MuiFormLabel: { defaultProps: { required: false } },
    MuiFormControl: { styleOverrides: { root: { '&:has(:required) > .MuiFormLabel-root::after': REQUIRED_MARK } } },
    // A finger leaves the browser's hover on the last row it touched, which then looked half
    // chosen: on a screen that cannot hover, a row is not tinted for it, as MUI does for buttons.
    MuiTableRow: { styleOverrides: { root: { '@media (hover: none)': { '&.MuiTableRow-hover:hover:not(.Mui-selected)': { backgroundColor: 'transparent' } } } } },
    // No ripples (decision 039): keyboard focus is a 2-pixel outline in the primary colour, as on
    // the end-user pages. A ripple's work at every press delayed the click it answered. A control
    // that takes its colour from around it (the header's, on the primary bar) is outlined in it.
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-focusVisible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: '2px' },
          '&.MuiButton-colorInherit.Mui-focusVisible, &.MuiIconButton-colorInherit.Mui-focusVisible': { outlineColor: 'currentColor' },
          [FORCED_COLORS]: { '&.Mui-focusVisible': KEYBOARD_FOCUS },
        }),
      },
    },
    MuiMenuItem: { styleOverrides: { root: FOCUS_INSIDE } },
    // In forced colours MUI's other marks go too: a contained button's edge (its fill), the
    // navigation's selected row and a select's focus (tints).
    MuiButton: {
      styleOverrides: {
        // A label is the catalogue's words, not server text: it wraps between words, and a word
        // breaks only when even a line of its own cannot hold it, never to squeeze the button.
        root: { overflowWrap: 'break-word' },
        contained: { [FORCED_COLORS]: { border: '1px solid ButtonText' } },
      },
    },
    MuiListItemButton: { styleOverrides: { root: { ...FOCUS_INSIDE, [FORCED_COLORS]: { '&.Mui-selected': { borderLeft: '4px solid Highlight' } } } } },
    MuiSelect: { styleOverrides: { select: { [FORCED_COLORS]: { '&:focus-visible': KEYBOARD_FOCUS } }, icon: SELECT_ARROW } },
    MuiNativeSelect: { styleOverrides: { icon: SELECT_ARROW } },
    // A list's checkbox column is as wide as its box at any text size: MUI gives a small table's
    // column 24 px for a box of 1.5rem, so a larger text size in the browser drew the box over the
    // first column's text. (Every table of the console is small: DataTable.)
    MuiTableCell: { styleOverrides: { root: { '&.MuiTableCell-sizeSmall.MuiTableCell-paddingCheckbox': { width: '1.5rem' } } } },
  },
}
