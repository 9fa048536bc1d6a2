import type { ReactNode, Ref } from 'react'

export interface PlainSelectOption<Value extends string> {
  value: Value
  label: string
  /** The option's own language, when it is not the page's (a language's name in itself). */
  lang?: string
}

interface PlainSelectProps<Value extends string> {
  /** The control's accessible name; the icon stands for it on screen. */
  label: string
  icon: ReactNode
  value: Value
  options: readonly PlainSelectOption<Value>[]
  onChange: (value: Value) => void
  selectRef?: Ref<HTMLSelectElement>
}

/** A preference (language, theme) on an end-user page: the browser's own select, with an icon for its name. */
export function PlainSelect<Value extends string>({ label, icon, value, options, onChange, selectRef }: PlainSelectProps<Value>) {
  return (
    <span className="plain-select-field">
      {icon}
      <select
        ref={selectRef}
        className="plain-select"
        aria-label={label}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value)
          if (chosen) onChange(chosen.value)
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  )
}
