import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { THEME_STORAGE_KEY, setThemeMode } from '../../../../src/core/theme-mode'
import { LANGUAGE_STORAGE_KEY, applyLanguage } from '../../../../src/core/i18n/language'
import { HeaderPreferences } from '../../../../src/console/shell/HeaderPreferences'
import { MuiTheme } from '../../../../src/console/ui/MuiTheme'

afterEach(async () => {
  setThemeMode('system')
  await act(() => applyLanguage('en'))
  localStorage.clear()
})

const renderHeaderPreferences = () =>
  render(
    <MuiTheme>
      <HeaderPreferences />
    </MuiTheme>,
  )

describe('the header’s Theme control', () => {
  it('is a native select named Theme with Light, Dark and System', () => {
    renderHeaderPreferences()
    const select = screen.getByRole('combobox', { name: 'Theme' })
    expect(select.tagName).toBe('SELECT')
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Light', 'Dark', 'System'])
    expect(select).toHaveValue('system')
  })

  it('switches the scheme through the one store, which MUI follows without keeping a mode of its own', async () => {
    const user = userEvent.setup()
    renderHeaderPreferences()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'Dark')
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    // MUI's own keys (mui-mode, mui-color-scheme-…) stay unused: one choice, one key.
    expect(Object.keys(localStorage)).toEqual([THEME_STORAGE_KEY])
    act(() => setThemeMode('light'))
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveValue('light')
    expect(document.documentElement.dataset.theme).toBe('light')
  })

  it('gives MUI a stylesheet of both schemes under the data-theme attribute', () => {
    renderHeaderPreferences()
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n')
    expect(rules).toMatch(/\[data-theme="dark"\]\s*\{[^}]*--mui-palette-primary-main:\s*#6fb0f0/)
    expect(rules).toMatch(/\[data-theme="light"\]\s*\{[^}]*--mui-palette-primary-main:\s*#1b6ec2/)
  })
})

describe('the header’s Language control', () => {
  it('is a native select named Language, each option in its own language', () => {
    renderHeaderPreferences()
    const select = screen.getByRole('combobox', { name: 'Language' })
    expect(select.tagName).toBe('SELECT')
    const options = within(select).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['English', 'Deutsch', '日本語', 'العربية'])
    expect(options.map((option) => option.getAttribute('lang'))).toEqual(['en', 'de', 'ja', 'ar'])
    expect(select).toHaveValue('en')
  })

  it('applies the choice at once and keeps it: texts, <html lang dir>, storage', async () => {
    const user = userEvent.setup()
    renderHeaderPreferences()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'العربية')
    const select = await screen.findByRole('combobox', { name: 'اللغة' })
    expect(select).toHaveValue('ar')
    expect(document.documentElement).toHaveAttribute('lang', 'ar')
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar')
    expect(screen.getByRole('combobox', { name: 'السمة' })).toBeInTheDocument()
  })
})
