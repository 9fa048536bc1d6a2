import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { DirectoryService } from '../../../core/api/schemas'
import { DataTable, type Column, type TableSort } from '../../ui/list/DataTable'
import { ListLayout } from '../../ui/list/ListLayout'
import { useListPage } from '../../ui/list/use-list-page'
import { usePreloadPage } from '../../ui/list/use-preload-page'
import { useSelection } from '../../ui/list/use-selection'
import { usePreload } from '../../ui/preload'
import { t } from '../../../core/i18n/t'
import { perLanguage } from '../../../core/i18n/language'
import { ALL_DIRECTORIES_KEY, directoriesQuery } from '../queries'
import type { SettingsSearch } from '../settings-search'
import { useSettingsSearch } from '../use-settings-search'
import { DirectoryActions } from './DirectoryActions'
import { SORT_VALUES, nextSort, sortDirectories, type DirectorySortKey } from './directory-sort'
import { lazyComponent } from '../../ui/lazy-component'
import { LazyModal } from '../../ui/LazyModal'

// The form is not part of the list's code: it loads once the list has painted, or when the modal
// first opens if that comes sooner (decision 029).
const DirectoryModal = lazyComponent(() => import('./DirectoryModal').then((module) => module.DirectoryModal))

// Made once per language: the table draws again only when the language changes (perLanguage).
const COLUMNS = perLanguage((): Column<DirectoryService>[] => [
  { id: 'name', header: t('directories.columns.name'), cell: SORT_VALUES.name, sortable: true },
  { id: 'domain', header: t('directories.columns.domain'), cell: SORT_VALUES.domain, sortable: true },
  { id: 'url', header: t('directories.columns.url'), cell: SORT_VALUES.url, sortable: true },
  { id: 'type', header: t('directories.columns.type'), cell: SORT_VALUES.type, sortable: true },
])

const isSortKey = (id: string): id is DirectorySortKey => id in SORT_VALUES

/** The directory providers list (docs/product/directories.md), on the Authentication page, with its modal. */
export function DirectoryProvidersList() {
  const { search, setSearch, listHistory } = useSettingsSearch()
  const queryClient = useQueryClient()
  const page = { page: search.dirPage, size: search.dirSize }

  const goToPage = useCallback((dirPage: number) => setSearch({ dirPage }), [setSearch])
  const onPage = useCallback((dirPage: number, dirSize: number) => setSearch({ dirPage, dirSize }, 'push'), [setSearch])
  const preloadPage = usePreloadPage<SettingsSearch>('dirPage')
  const directories = useListPage(directoriesQuery(page), page, goToPage)
  const { dirSort, dirOrder } = search
  const rows = sortDirectories(directories.rows, dirSort, dirOrder)
  const total = directories.total

  // The same object until the order changes, so checking a row does not draw the column headers again.
  const sort = useMemo<TableSort>(
    () => ({
      by: dirSort,
      order: dirOrder,
      onSort: (column) => {
        if (!isSortKey(column)) return
        const next = nextSort({ by: dirSort, order: dirOrder }, column)
        setSearch({ dirSort: next.by, dirOrder: next.order }, 'push')
      },
    }),
    [dirSort, dirOrder, setSearch],
  )

  const selection = useSelection(`${page.page}/${page.size}`)
  const selected = rows.filter((directory) => selection.selected.has(directory.metadata.uuid))
  const modalIntent = usePreload(DirectoryModal)

  const modal = search.modal === 'addDirectory' || search.modal === 'updateDirectory' ? search.modal : undefined
  const closeModal = () => listHistory.closeModal(() => setSearch({ modal: undefined, id: undefined }))
  // However the modal closed, the list is read again (docs/product/lists-and-dialogs.md).
  const refetchDirectories = () => void queryClient.invalidateQueries({ queryKey: ALL_DIRECTORIES_KEY })

  return (
    <>
      <ListLayout
        title={t('directories.title')}
        oneOfSeveral
        pagination={{
          total,
          page: page.page,
          size: page.size,
          onChange: onPage,
          onPreload: preloadPage,
          rememberAs: 'directories',
        }}
        actions={
          <DirectoryActions
            selected={selected}
            onAdd={() => setSearch({ modal: 'addDirectory', id: undefined }, 'open modal')}
            onUpdate={(directory) => setSearch({ modal: 'updateDirectory', id: directory.metadata.uuid }, 'open modal')}
            onDeleted={selection.clear}
            modalIntent={modalIntent}
          />
        }
      >
        <DataTable
          label={t('directories.title')}
          rows={rows}
          columns={COLUMNS()}
          rowKey={(directory) => directory.metadata.uuid}
          rowName={(directory) => directory.spec.name}
          selection={selection}
          sort={sort}
          loading={directories.loading}
          error={directories.error}
          onRetry={directories.retry}
          emptyText={t('directories.empty')}
        />
      </ListLayout>
      <LazyModal code={DirectoryModal} open={modal !== undefined} onClosed={refetchDirectories}>
        <DirectoryModal
          mode={modal === 'updateDirectory' ? 'update' : 'add'}
          dirId={modal === 'updateDirectory' ? search.id : undefined}
          onClose={closeModal}
        />
      </LazyModal>
    </>
  )
}
