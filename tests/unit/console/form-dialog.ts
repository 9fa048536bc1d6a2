import { screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'

/**
 * A modal once its form shows. An update modal opens at once on its title and holds its form only
 * once the item's read has answered, so a test that fills the form waits for it.
 */
export async function findFormDialog(name: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name })
  await waitFor(() => expect(dialog.querySelector('form')).not.toBeNull())
  return dialog
}
