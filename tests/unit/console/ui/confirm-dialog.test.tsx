import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory } from '@tanstack/react-router'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { ConfirmProvider, useConfirm } from '../../../../src/console/ui/ConfirmDialog'

/** A destructive action's button, and what its confirmation answered. */
function DeleteButton() {
  const confirm = useConfirm()
  const [answers, setAnswers] = useState<boolean[]>([])
  const ask = async () => {
    const answer = await confirm({ title: 'Delete Service Account', message: 'Delete robot?', confirmLabel: 'Delete' })
    setAnswers((before) => [...before, answer])
  }
  return (
    <>
      <button type="button" onClick={() => void ask()}>
        Delete Service Account
      </button>
      <output>{answers.join(',')}</output>
    </>
  )
}

async function openConfirmation() {
  const user = userEvent.setup()
  render(
    <ConfirmProvider history={createMemoryHistory()}>
      <DeleteButton />
    </ConfirmProvider>,
  )
  await user.click(screen.getByRole('button', { name: 'Delete Service Account' }))
  // The dialog's module loads on the first question: the first test waits for it.
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete Service Account' }, { timeout: 10_000 })
  return { user, dialog }
}

const answers = () => screen.getByRole('status', { hidden: true }).textContent

/** Where a click outside the confirmation lands: MUI's container, which covers the screen around the dialog. */
function outside(dialog: HTMLElement): HTMLElement {
  const container = dialog.closest('.MuiDialog-container')
  if (!(container instanceof HTMLElement)) throw new Error('no dialog container')
  return container
}

describe('the confirmation dialog', () => {
  it('stays open on a click outside, as the second click of a double click on its opener would be', async () => {
    const { user, dialog } = await openConfirmation()
    await user.click(outside(dialog))
    await user.click(outside(dialog))
    expect(screen.getByRole('alertdialog', { name: 'Delete Service Account' })).toBeVisible()
    expect(answers()).toBe('')

    // It still answers with its own button afterwards.
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(answers()).toBe('true'))
  })

  it('answers no on Escape and on Cancel', async () => {
    const { user } = await openConfirmation()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(answers()).toBe('false'))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())

    await user.click(screen.getByRole('button', { name: 'Delete Service Account' }))
    const again = await screen.findByRole('alertdialog', { name: 'Delete Service Account' })
    await user.click(within(again).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(answers()).toBe('false,false'))
  })
})
