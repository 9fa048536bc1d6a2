import { zodResolver } from '@hookform/resolvers/zod'
import MenuItem from '@mui/material/MenuItem'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { FormTextField } from '../../../../src/console/ui/form/FormTextField'

const REQUIRED = 'Name is required'
const schema = z.object({
  name: z.string().check(z.minLength(1, REQUIRED)),
  kind: z.enum(['a', 'b']),
})
type Values = z.infer<typeof schema>

/** A form as the console's modals build one: checked when a field is left, then as it changes. */
function TestForm({ onSubmit, onKindChange }: { onSubmit: (values: Values) => void; onKindChange?: (chosen: string, held: string) => void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '', kind: 'a' }, mode: 'onTouched' })
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <FormTextField control={form.control} name="kind" label="Kind" select onChange={(event) => onKindChange?.(event.target.value, form.getValues('kind'))}>
        <MenuItem value="a">A</MenuItem>
        <MenuItem value="b">B</MenuItem>
      </FormTextField>
      <FormTextField control={form.control} name="name" label="Name" required helperText="What the service calls it" />
      <button type="submit">Save</button>
    </form>
  )
}

describe('FormTextField', () => {
  it('shows the hint until the field is wrong, then its message in place of it, and focuses the input itself on submit', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<TestForm onSubmit={onSubmit} />)
    const name = screen.getByRole('textbox', { name: 'Name' })
    expect(name).toHaveAccessibleDescription('What the service calls it')
    expect(name).toHaveAttribute('aria-invalid', 'false')

    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(name).toHaveAccessibleDescription(REQUIRED))
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText('What the service calls it')).toBeNull()
    // The form's ref is the <input>, not MUI's wrapper: a submit with errors lands on the field.
    expect(name).toHaveFocus()
    expect(onSubmit).not.toHaveBeenCalled()

    await user.type(name, 'Corp')
    await waitFor(() => expect(name).toHaveAccessibleDescription('What the service calls it'))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Corp', kind: 'a' })
  })

  it('binds a select, and runs the screen’s onChange once the form holds the new value', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    const seen: [chosen: string, held: string][] = []
    render(<TestForm onSubmit={onSubmit} onKindChange={(chosen, held) => seen.push([chosen, held])} />)
    await user.click(screen.getByRole('combobox', { name: 'Kind' }))
    await user.click(await screen.findByRole('option', { name: 'B' }))
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('B')
    expect(seen).toEqual([['b', 'b']])

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'x', kind: 'b' })
  })

  it("takes an identifier as typed, keeping the field's own input props, and leaves prose to the keyboard", () => {
    function IdentifierForm() {
      const form = useForm<Values>({ defaultValues: { name: '', kind: 'a' } })
      return (
        <>
          <FormTextField control={form.control} name="name" label="Name" identifier slotProps={{ htmlInput: { maxLength: 8 } }} />
          <FormTextField control={form.control} name="kind" label="Kind" />
        </>
      )
    }
    render(<IdentifierForm />)
    const name = screen.getByRole('textbox', { name: 'Name' })
    expect(name).toHaveAttribute('autocapitalize', 'none')
    expect(name).toHaveAttribute('autocorrect', 'off')
    expect(name).toHaveAttribute('spellcheck', 'false')
    expect(name).toHaveAttribute('maxlength', '8')
    const kind = screen.getByRole('textbox', { name: 'Kind' })
    expect(kind).not.toHaveAttribute('autocapitalize')
    expect(kind).not.toHaveAttribute('spellcheck')
  })
})
