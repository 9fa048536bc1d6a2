import './plain.css'

/** A turning ring; decorative, the text beside it says what is going on. */
export function Spinner({ size }: { size?: 'small' }) {
  return <span className="plain-spinner" data-size={size} role="progressbar" aria-hidden="true" />
}
