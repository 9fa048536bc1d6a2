import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { ServiceAccount } from '../../core/api/schemas'
import { DataTable, type Column } from '../ui/list/DataTable'
import { ListLayout } from '../ui/list/ListLayout'
import { shownCount, useListPage } from '../ui/list/use-list-page'
import { useListHistory } from '../ui/list/list-history'
import { usePreloadPage } from '../ui/list/use-preload-page'
import { useSelection } from '../ui/list/use-selection'
import { usePreload } from '../ui/preload'
import { t } from '../../core/i18n/t'
import { perLanguage } from '../../core/i18n/language'
import { formatDateTime } from '../../core/i18n/format'
import { refetchServiceAccounts, serviceAccountsQuery } from './queries'
import type { ServiceAccountModal, ServiceAccountsSearch } from './search'
import { ServiceAccountActions } from './ServiceAccountActions'
import { lazyComponent } from '../ui/lazy-component'
import { LazyModal } from '../ui/LazyModal'
// This screen's English texts come with its code (other-screens-texts.ts).
import '../../core/i18n/other-screens-texts'

// The form and the certificate tools are not part of the list's code: they load once the list has
// painted, or when their modal first opens if that comes sooner (decision 029).
const ServiceAccountForm = lazyComponent(() => import('./ServiceAccountForm').then((module) => module.ServiceAccountForm))
const CertificatesDialog = lazyComponent(() => import('./CertificatesDialog').then((module) => module.CertificatesDialog))

const route = getRouteApi('/(console)/_shell/identities/serviceusers')

// Made once per language: the table draws again only when the language changes (perLanguage).
const COLUMNS = perLanguage((): readonly Column<ServiceAccount>[] => [
  { id: 'name', header: t('serviceAccounts.columns.name'), cell: (account) => account.name },
  { id: 'email', header: t('serviceAccounts.columns.email'), cell: (account) => account.email_address ?? '' },
  { id: 'description', header: t('serviceAccounts.columns.description'), cell: (account) => account.description ?? '' },
  {
    id: 'created',
    header: t('serviceAccounts.columns.createdOn'),
    cell: (account) => <time dateTime={account.created_time ?? undefined}>{formatDateTime(account.created_time)}</time>,
  },
])

/** The service accounts list (docs/product/service-accounts.md), its actions, and its two modals. */
export function ServiceAccountsPage() {
  const search = route.useSearch()
  const queryClient = useQueryClient()
  const listHistory = useListHistory<ServiceAccountsSearch>()
  const { setSearch } = listHistory
  const { page, size } = search
  const goToPage = useCallback((last: number) => setSearch({ page: last }), [setSearch])
  const onPage = useCallback((nextPage: number, nextSize: number) => setSearch({ page: nextPage, size: nextSize }, 'push'), [setSearch])
  const preloadPage = usePreloadPage<ServiceAccountsSearch>('page')
  const accounts = useListPage(serviceAccountsQuery({ page, size }), { page, size }, goToPage)
  const { rows, total } = accounts
  const selection = useSelection(`${page}:${size}`)
  const selected = rows.filter((account) => selection.selected.has(account.uuid))
  const createIntent = usePreload(ServiceAccountForm)
  const certificatesIntent = usePreload(CertificatesDialog)

  const openModal = (modal: ServiceAccountModal, account?: string) => setSearch({ modal, account }, 'open modal')
  const closeModal = () => listHistory.closeModal(() => setSearch({ modal: undefined, account: undefined }))
  // However a modal closed, the list is read again (docs/product/lists-and-dialogs.md).
  const refetchAccounts = () => void refetchServiceAccounts(queryClient)

  return (
    <>
      <ListLayout
        title={t('serviceAccounts.title', { totalCount: shownCount(total) })}
        actions={
          <ServiceAccountActions
            selected={selected}
            onCreate={() => openModal('create')}
            createIntent={createIntent}
            certificatesIntent={certificatesIntent}
            onManageCertificates={(account) => openModal('certificates', account.uuid)}
            onDeleted={selection.clear}
          />
        }
        pagination={{
          total,
          page,
          size,
          onChange: onPage,
          onPreload: preloadPage,
          rememberAs: 'serviceAccounts',
        }}
      >
        <DataTable
          label={t('serviceAccounts.table')}
          rows={rows}
          columns={COLUMNS()}
          rowKey={(account) => account.uuid}
          rowName={(account) => account.name}
          selection={selection}
          loading={accounts.loading}
          error={accounts.error}
          onRetry={accounts.retry}
          emptyText={t('serviceAccounts.empty')}
        />
      </ListLayout>
      <LazyModal code={ServiceAccountForm} open={search.modal === 'create'} onClosed={refetchAccounts}>
        <ServiceAccountForm variant="dialog" onClose={closeModal} onCreated={closeModal} />
      </LazyModal>
      {/* Its dialog is about one account: it is drawn ahead only when an account is named as the list first renders. */}
      <LazyModal code={CertificatesDialog} open={search.modal === 'certificates' && search.account !== undefined} onClosed={refetchAccounts}>
        {search.account !== undefined && (
          <CertificatesDialog
            account={rows.find((account) => account.uuid === search.account)}
            loading={accounts.pending}
            listError={accounts.error}
            onRetry={accounts.retry}
            onClose={closeModal}
          />
        )}
      </LazyModal>
    </>
  )
}
