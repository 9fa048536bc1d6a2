import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { THEME_STORAGE_KEY, setThemeMode } from '../../../../src/core/theme-mode'
import { LANGUAGE_STORAGE_KEY, applyLanguage } from '../../../../src/core/i18n/language'
import { LoginPreferences } from '../../../../src/public/login/LoginPreferences'

afterEach(async () => {
  setThemeMode('system')
  await act(() => applyLanguage('en'))
  localStorage.clear()
})

describe('the login page’s Theme control', () => {
  it('is a native select named Theme with Light, Dark and System, System chosen at first', () => {
    render(<LoginPreferences />)
    const select = screen.getByRole('combobox', { name: 'Theme' })
    expect(select.tagName).toBe('SELECT')
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Light', 'Dark', 'System'])
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

describe('the login page’s Language control', () => {
  it('offers each language in its own words and applies the choice at once, kept in storage', async () => {
    const user = userEvent.setup()
    render(<LoginPreferences />)
    const select = screen.getByRole('combobox', { name: 'Language' })
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Deutsch', '日本語', 'العربية'])
    await user.selectOptions(select, 'Deutsch')
    expect(await screen.findByRole('combobox', { name: 'Sprache' })).toHaveValue('de')
    expect(screen.getByRole('combobox', { name: 'Design' })).toBeInTheDocument()
    expect(document.documentElement).toHaveAttribute('lang', 'de')
    expect(document.documentElement).toHaveAttribute('dir', 'ltr')
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de')
  })
})
