import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { THEME_STORAGE_KEY, setThemeMode } from '../../../../src/core/theme-mode'
import { HeaderPreferences } from '../../../../src/console/shell/HeaderPreferences'
import { MuiTheme } from '../../../../src/console/ui/MuiTheme'

afterEach(() => {
  setThemeMode('system')
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
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Light', 'Dark', 'System'])
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
