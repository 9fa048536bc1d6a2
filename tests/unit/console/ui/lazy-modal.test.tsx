import Dialog from '@mui/material/Dialog'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LazyModal } from '../../../../src/console/ui/LazyModal'
import { lazyComponent } from '../../../../src/console/ui/lazy-component'
import { MuiTheme } from '../../../../src/console/ui/MuiTheme'

/** Idle callbacks that run only when the test says the browser is idle. */
function stubIdle() {
  const waiting: (() => void)[] = []
  vi.stubGlobal('requestIdleCallback', (task: () => void) => waiting.push(task))
  vi.stubGlobal('cancelIdleCallback', () => undefined)
  return {
    idle: async () => {
      await act(async () => {
        for (const task of waiting.splice(0)) task()
        // The load's promise settles, then React renders the hidden tree at its lowest priority.
        await new Promise((resolve) => setTimeout(resolve, 0))
      })
    },
  }
}

/** What a modal's effects do once it shows: a request, a focus trap, a subscription. */
const effects = vi.fn()
const renders = vi.fn()

function AddThing({ onClose }: { onClose: () => void }) {
  renders()
  useEffect(() => {
    effects()
  }, [])
  return (
    <Dialog open onClose={onClose} aria-labelledby="add-thing">
      <DialogTitle id="add-thing">Add Thing</DialogTitle>
      <TextField label="Name" />
    </Dialog>
  )
}

function makeModal() {
  const load = vi.fn(() => Promise.resolve(AddThing))
  return { load, Modal: lazyComponent(load) }
}

function Screen({ Modal, onClosed }: ReturnType<typeof makeModal> & { onClosed?: () => void }) {
  const [open, setOpen] = useState(false)
  const [, setSelected] = useState(0)
  return (
    <MuiTheme>
      <button onClick={() => setOpen(true)}>Add</button>
      <button onClick={() => setSelected((count) => count + 1)}>Select</button>
      {/* What closes the modal from outside it, as Back does by changing the address. */}
      <button onClick={() => setOpen(false)}>Elsewhere</button>
      <LazyModal code={Modal} open={open} onClosed={onClosed}>
        <Modal onClose={() => setOpen(false)} />
      </LazyModal>
    </MuiTheme>
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  effects.mockClear()
  renders.mockClear()
})

describe('LazyModal', () => {
  it('renders the closed modal ahead, off the page, once the browser is idle and its code is there', async () => {
    const browser = stubIdle()
    const modal = makeModal()
    render(<Screen {...modal} />)
    expect(modal.load).not.toHaveBeenCalled()
    expect(renders).not.toHaveBeenCalled()

    await browser.idle()
    expect(modal.load).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(renders).toHaveBeenCalled())
    // Drawn outside the document: nothing of it shows, is read, takes focus or is found by a search.
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull()
    expect(screen.queryByText('Add Thing')).toBeNull()
    expect(screen.queryByLabelText('Name')).toBeNull()
    // None of its effects ran: it sends nothing and traps no focus.
    expect(effects).not.toHaveBeenCalled()
  })

  it('does not draw the hidden modal again when the screen renders again', async () => {
    const browser = stubIdle()
    const user = userEvent.setup()
    render(<Screen {...makeModal()} />)
    await browser.idle()
    await vi.waitFor(() => expect(renders).toHaveBeenCalled())
    const drawn = renders.mock.calls.length
    // A selection renders the screen, with a new onClose for the modal each time.
    await user.click(screen.getByRole('button', { name: 'Select' }))
    await user.click(screen.getByRole('button', { name: 'Select' }))
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(renders).toHaveBeenCalledTimes(drawn)
  })

  it('opens a fresh modal in a portal, with its effects, and nothing typed in an earlier open', async () => {
    const browser = stubIdle()
    const user = userEvent.setup()
    const { container } = render(<Screen {...makeModal()} />)
    await browser.idle()
    await vi.waitFor(() => expect(renders).toHaveBeenCalled())

    await user.click(screen.getByRole('button', { name: 'Add' }))
    const shown = screen.getByRole('dialog', { name: 'Add Thing' })
    expect(container).not.toContainElement(shown)
    // One modal in the page, the open one.
    expect(screen.getAllByText('Add Thing')).toHaveLength(1)
    expect(effects).toHaveBeenCalledTimes(1)
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'first try')

    const beforeClose = renders.mock.calls.length
    await user.keyboard('{Escape}')
    // Closed: the open modal leaves and a fresh one is drawn ahead again, off the page.
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await vi.waitFor(() => expect(renders.mock.calls.length).toBeGreaterThan(beforeClose))
    expect(screen.queryByText('Add Thing')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('')
  })

  it('tells the screen once each time the modal closes, however it closed', async () => {
    stubIdle()
    const user = userEvent.setup()
    const onClosed = vi.fn()
    render(<Screen {...makeModal()} onClosed={onClosed} />)
    await user.click(screen.getByRole('button', { name: 'Select' }))
    expect(onClosed).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Add' }))
    await screen.findByRole('dialog', { name: 'Add Thing' })
    expect(onClosed).not.toHaveBeenCalled()
    await user.keyboard('{Escape}')
    await vi.waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1))

    await user.click(screen.getByRole('button', { name: 'Add' }))
    await screen.findByRole('dialog', { name: 'Add Thing' })
    // Closed from outside: the modal's own buttons were never pressed.
    await user.click(screen.getByRole('button', { name: 'Elsewhere', hidden: true }))
    await vi.waitFor(() => expect(onClosed).toHaveBeenCalledTimes(2))
    await user.click(screen.getByRole('button', { name: 'Select', hidden: true }))
    expect(onClosed).toHaveBeenCalledTimes(2)
  })

  it('opens before the browser is idle too, loading the code then', async () => {
    stubIdle()
    const user = userEvent.setup()
    const modal = makeModal()
    render(<Screen {...modal} />)
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByRole('dialog', { name: 'Add Thing' })).toBeVisible()
    expect(modal.load).toHaveBeenCalledTimes(1)
  })
})
