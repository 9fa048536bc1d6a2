import Button from '@mui/material/Button'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { apiBatchMutation } from '../../../core/api/endpoint-options'
import type { SamlProvider } from '../../../core/api/schemas'
import { formatNames } from '../../../core/i18n/format'
import { useConfirm } from '../../ui/ConfirmDialog'
import { DataTable, type Column } from '../../ui/list/DataTable'
import { ListLayout } from '../../ui/list/ListLayout'
import { useListPage } from '../../ui/list/use-list-page'
import { usePreloadPage } from '../../ui/list/use-preload-page'
import { useSelection } from '../../ui/list/use-selection'
import { usePreload } from '../../ui/preload'
import { t, tIsolated } from '../../../core/i18n/t'
import { perLanguage } from '../../../core/i18n/language'
import { PATHS } from '../../../core/paths'
import { ALL_SAML_PROVIDERS_KEY, samlProvidersQuery } from '../queries'
import type { SettingsSearch } from '../settings-search'
import { useSettingsSearch } from '../use-settings-search'
import { ActionButton } from '../../ui/list/ActionButton'
import { lazyComponent } from '../../ui/lazy-component'
import { LazyModal } from '../../ui/LazyModal'

// The form and the X.509 parser are not part of the list's code: they load once the list has painted,
// or when the modal first opens if that comes sooner (decision 029).
const SamlProviderModal = lazyComponent(() => import('./SamlProviderModal').then((module) => module.SamlProviderModal))

// Made once per language: the table draws again only when the language changes (perLanguage).
const COLUMNS = perLanguage((): Column<SamlProvider>[] => [
  { id: 'name', header: t('saml.columns.name'), cell: (provider) => provider.saml_idp_name },
  { id: 'login_url', header: t('saml.columns.loginUrl'), cell: (provider) => provider.idp_properties?.login_url ?? '' },
  { id: 'username_attr', header: t('saml.columns.usernameAttribute'), cell: (provider) => provider.username_attr },
  { id: 'email_attr', header: t('saml.columns.emailAttribute'), cell: (provider) => provider.email_attr },
])

/** PATHS.authentication as the settings splat route's parameter. */
const AUTHENTICATION_SPLAT = PATHS.authentication.slice(`${PATHS.settings}/`.length)

interface SamlProvidersListProps {
  /** The add-provider form is open because of the address (a settings path of its own). */
  addingProvider: boolean
}

/** The SAML providers list (docs/product/saml.md): paging in the address, add, delete and update. */
export function SamlProvidersList({ addingProvider }: SamlProvidersListProps) {
  const { search, setSearch, listHistory } = useSettingsSearch()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const confirm = useConfirm()
  const page = { page: search.samlPage, size: search.samlSize }

  const goToPage = useCallback((samlPage: number) => setSearch({ samlPage }), [setSearch])
  const onPage = useCallback((samlPage: number, samlSize: number) => setSearch({ samlPage, samlSize }, 'push'), [setSearch])
  const preloadPage = usePreloadPage<SettingsSearch>('samlPage')
  const providers = useListPage(samlProvidersQuery(page), page, goToPage)
  const { rows, total } = providers
  const selection = useSelection(`${page.page}/${page.size}`)
  const selected = rows.filter((provider) => selection.selected.has(provider.uuid))
  const remove = useMutation(apiBatchMutation('DELETE_SAML_IDP'))
  const modalIntent = usePreload(SamlProviderModal)

  const deleteSelected = async () => {
    const confirmed = await confirm({
      title: t('saml.confirmDelete.title'),
      message: tIsolated('saml.confirmDelete.message', { names: formatNames(selected.map((provider) => provider.saml_idp_name)) }),
      confirmLabel: t('saml.confirmDelete.confirm'),
    })
    // One after another, stopping at the first failure; its toast comes from the endpoint table.
    if (confirmed) remove.mutate(selected.map((provider) => ({ idp_id: provider.uuid })), { onSettled: selection.clear })
  }

  const closeModal = () =>
    listHistory.closeModal(() => {
      if (addingProvider) {
        // The form had a settings path of its own; closing it shows the lists it belongs to.
        void navigate({
          to: '/settings/$',
          params: { _splat: AUTHENTICATION_SPLAT },
          search: (previous) => ({ ...previous, modal: undefined, id: undefined }),
          replace: true,
        })
      } else {
        setSearch({ modal: undefined, id: undefined })
      }
    })
  // However the modal closed, the list is read again (docs/product/lists-and-dialogs.md).
  const refetchProviders = () => void queryClient.invalidateQueries({ queryKey: ALL_SAML_PROVIDERS_KEY })

  const [only] = selected
  const updating = search.modal === 'updateSaml' ? search.id : undefined
  const modalOpen = addingProvider || search.modal === 'addSaml' || updating !== undefined

  return (
    <>
      <ListLayout
        title={t('saml.title')}
        oneOfSeveral
        pagination={{
          total,
          page: page.page,
          size: page.size,
          onChange: onPage,
          onPreload: preloadPage,
          rememberAs: 'samlProviders',
        }}
        actions={
          <>
            <Button {...modalIntent} variant="contained" onClick={() => setSearch({ modal: 'addSaml', id: undefined }, 'open modal')}>
              {t('saml.add')}
            </Button>
            <ActionButton
              label={t('saml.delete')}
              onClick={() => void deleteSelected()}
              busy={remove.isPending}
              disabledReason={selected.length === 0 ? t('saml.reasons.delete') : undefined}
            />
            <ActionButton
              label={t('saml.update')}
              intent={modalIntent}
              onClick={() => setSearch({ modal: 'updateSaml', id: only?.uuid }, 'open modal')}
              disabledReason={selected.length === 1 ? undefined : t('saml.reasons.update')}
            />
          </>
        }
      >
        <DataTable
          label={t('saml.title')}
          rows={rows}
          columns={COLUMNS()}
          rowKey={(provider) => provider.uuid}
          rowName={(provider) => provider.saml_idp_name}
          selection={selection}
          loading={providers.loading}
          error={providers.error}
          onRetry={providers.retry}
          emptyText={t('saml.empty')}
        />
      </ListLayout>
      <LazyModal code={SamlProviderModal} open={modalOpen} onClosed={refetchProviders}>
        <SamlProviderModal idpId={addingProvider ? undefined : updating} onClose={closeModal} />
      </LazyModal>
    </>
  )
}
