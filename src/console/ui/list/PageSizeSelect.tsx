import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import Box from '@mui/material/Box'
import { alpha } from '@mui/material/styles'
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'

interface PageSizeSelectProps {
  /** The id of the visible label that names the select and its options. */
  labelId: string
  value: number
  options: readonly number[]
  onChange: (size: number) => void
}

interface Place {
  left: number
  top?: number
  bottom?: number
  minWidth: number
}

/** An option's height and the list's padding, as the styles below draw them. */
const OPTION_HEIGHT_PX = 36
const LIST_PADDING_PX = 16

/** Below the select, or above it when the viewport has no room below (the bottom pagination). */
function placeFor(anchor: HTMLElement, optionCount: number): Place {
  const rect = anchor.getBoundingClientRect()
  const listHeight = optionCount * OPTION_HEIGHT_PX + LIST_PADDING_PX
  const roomBelow = window.innerHeight - rect.bottom
  const left = rect.left
  const minWidth = rect.width
  return roomBelow >= listHeight || roomBelow >= rect.top
    ? { left, top: rect.bottom, minWidth }
    : { left, bottom: window.innerHeight - rect.top, minWidth }
}

/**
 * The rows-per-page select: a select-only combobox (WAI-ARIA) with a listbox of the sizes, used as
 * MUI's Select is — click or Enter opens it with the current size focused, arrows move, Enter,
 * Space or a click chooses and Escape closes, and focus returns to the select; Tab closes it and
 * moves on. Built here so that a list does not load MUI's Select, Menu, Popover and Modal for
 * five numbers (decision 019).
 */
export function PageSizeSelect({ labelId, value, options, onChange }: PageSizeSelectProps) {
  const [place, setPlace] = useState<Place | undefined>(undefined)
  const open = place !== undefined
  const listId = useId()
  const wrapper = useRef<HTMLSpanElement>(null)
  const combobox = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLUListElement>(null)

  const show = () => {
    if (combobox.current) setPlace(placeFor(combobox.current, options.length))
  }
  const close = (choice?: number) => {
    setPlace(undefined)
    combobox.current?.focus()
    if (choice !== undefined && choice !== value) onChange(choice)
  }

  useLayoutEffect(() => {
    if (!open) return
    const selected = list.current?.querySelector<HTMLElement>('[aria-selected="true"]') ?? list.current?.querySelector<HTMLElement>('li')
    selected?.focus()
  }, [open])

  // The list is fixed to where the select was: a click elsewhere, a scroll or a resize closes it.
  useEffect(() => {
    if (!open) return
    const hide = () => setPlace(undefined)
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) hide()
    }
    const onScroll = (event: Event) => {
      if (!list.current?.contains(event.target as Node)) hide()
    }
    document.addEventListener('pointerdown', onPointerDown)
    window.addEventListener('scroll', onScroll, true)
    window.addEventListener('resize', hide)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      window.removeEventListener('scroll', onScroll, true)
      window.removeEventListener('resize', hide)
    }
  }, [open])

  const onComboboxKeyDown = (event: KeyboardEvent) => {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
      event.preventDefault()
      show()
    }
  }

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(list.current?.querySelectorAll<HTMLElement>('li') ?? [])]
    const at = items.findIndex((item) => item === document.activeElement)
    const focus = (index: number) => items[Math.max(0, Math.min(items.length - 1, index))]?.focus()
    const keys: Record<string, () => void> = {
      ArrowDown: () => focus(at + 1),
      ArrowUp: () => focus(at - 1),
      Home: () => focus(0),
      End: () => focus(items.length - 1),
      Enter: () => close(options[at]),
      ' ': () => close(options[at]),
      // Escape closes the list only, not a dialog the list is in.
      Escape: () => close(),
    }
    const action = keys[event.key]
    if (action) {
      event.preventDefault()
      event.stopPropagation()
      action()
    } else if (event.key === 'Tab') {
      setPlace(undefined)
    }
  }

  return (
    <Box component="span" ref={wrapper} sx={{ display: 'inline-flex' }}>
      <Box
        ref={combobox}
        role="combobox"
        tabIndex={0}
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => (open ? close() : show())}
        onKeyDown={onComboboxKeyDown}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          pl: 1,
          py: 0.5,
          borderRadius: 1,
          cursor: 'pointer',
          typography: 'body2',
          userSelect: 'none',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: 'none', bgcolor: 'action.focus' },
        }}
      >
        {value}
        <ArrowDropDownIcon fontSize="small" aria-hidden="true" />
      </Box>
      {place && (
        <Box
          component="ul"
          ref={list}
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          onKeyDown={onListKeyDown}
          sx={(theme) => ({
            position: 'fixed',
            ...place,
            zIndex: theme.zIndex.modal,
            m: 0,
            py: 1,
            px: 0,
            listStyle: 'none',
            bgcolor: 'background.paper',
            boxShadow: 8,
            borderRadius: 1,
          })}
        >
          {options.map((option) => (
            <Box
              component="li"
              key={option}
              role="option"
              tabIndex={-1}
              aria-selected={option === value}
              onClick={() => close(option)}
              sx={(theme) => ({
                px: 2,
                py: 0.75,
                cursor: 'pointer',
                typography: 'body2',
                outline: 'none',
                '&[aria-selected="true"]': { bgcolor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity) },
                '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
              })}
            >
              {option}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  )
}
