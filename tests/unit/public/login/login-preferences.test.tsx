import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { THEME_STORAGE_KEY, setThemeMode } from '../../../../src/core/theme-mode'
import { LoginPreferences } from '../../../../src/public/login/LoginPreferences'

afterEach(() => {
  setThemeMode('system')
  localStorage.clear()
})

describe('the login page’s Theme control', () => {
  it('is a native select named Theme with Light, Dark and System, System chosen at first', () => {
    render(<LoginPreferences />)
    const select = screen.getByRole('combobox', { name: 'Theme' })
    expect(select.tagName).toBe('SELECT')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Light', 'Dark', 'System'])
    expect(select).toHaveValue('system')
  })

  it('switches the page’s scheme and keeps the choice', async () => {
    const user = userEvent.setup()
    render(<LoginPreferences />)
    const select = screen.getByRole('combobox', { name: 'Theme' })
    await user.selectOptions(select, 'Dark')
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    await user.selectOptions(select, 'Light')
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(select).toHaveValue('light')
  })

  it('shows a choice made elsewhere (the header’s control, another tab)', () => {
    render(<LoginPreferences />)
    act(() => setThemeMode('dark'))
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark')
  })
})
