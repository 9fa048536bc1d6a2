import type { DirectoryService } from '../../../core/api/schemas'
import { compareTexts } from '../../../core/i18n/format'
import { t } from '../../../core/i18n/t'
import type { SortOrder } from '../../ui/list/DataTable'
import type { SettingsSearch } from '../settings-search'
import { DIRECTORY_TYPE_LABELS } from './directory-form'

export type DirectorySortKey = NonNullable<SettingsSearch['dirSort']>

/**
 * What each column shows, and sorts by (docs/product/directories.md): spec.name,
 * spec.resources.domain_name, spec.resources.url, and the directory type by its name.
 */
export const SORT_VALUES: Record<DirectorySortKey, (directory: DirectoryService) => string> = {
  name: (directory) => directory.spec.name,
  domain: (directory) => directory.spec.resources.domain_name,
  url: (directory) => directory.spec.resources.url,
  type: (directory) => t(DIRECTORY_TYPE_LABELS[directory.spec.resources.directory_type]),
}

/**
 * The rows of the page shown, in the chosen order. GET /directory_services takes no sort
 * parameter (docs/product/directories.md), so only the current page can be sorted, here in the browser.
 * Without a sort the service's order is kept.
 */
export function sortDirectories(
  rows: readonly DirectoryService[],
  by: DirectorySortKey | undefined,
  order: SortOrder,
): readonly DirectoryService[] {
  if (!by) return rows
  const value = SORT_VALUES[by]
  const direction = order === 'asc' ? 1 : -1
  // Array.prototype.sort is stable, so equal values keep the service's order.
  return [...rows].sort((a, b) => direction * compareTexts(value(a), value(b)))
}

/** A header click: the sorted column turns around; another column starts ascending. */
export function nextSort(
  current: { by?: DirectorySortKey; order: SortOrder },
  column: DirectorySortKey,
): { by: DirectorySortKey; order: SortOrder } {
  if (current.by === column) return { by: column, order: current.order === 'asc' ? 'desc' : 'asc' }
  return { by: column, order: 'asc' }
}
