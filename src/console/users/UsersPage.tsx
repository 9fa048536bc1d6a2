import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { Suspense, useCallback } from 'react'
import type { Connector, User } from '../../core/api/schemas'
import { ActionButton } from '../ui/list/ActionButton'
import { DataTable, type Column } from '../ui/list/DataTable'
import { ListLayout } from '../ui/list/ListLayout'
import { PAGE_SIZE_OPTIONS } from '../ui/list/list-search'
import { useSelection } from '../ui/list/use-selection'
import { useStayWithinPages } from '../ui/list/use-stay-within-pages'
import { lazyComponent } from '../ui/lazy-component'
import { useSingleFlight } from '../../core/utils/single-flight'
import { t, type MessageKey } from '../../core/i18n/t'
import { userActions } from './user-actions'
import { useActivateUser, useDeactivateUser } from './use-set-user-active'
import { UsersFilter } from './UsersFilter'
import { ALL_USERS_KEY, userConnectorsQuery, usersQuery } from './queries'
import type { UsersSearch } from './users-search'

// The form (and react-hook-form with it) loads when the modal first opens, not with the list.
const UserModal = lazyComponent(() => import('./UserModal').then((module) => module.UserModal))

const route = getRouteApi('/(console)/_shell/identities/users')

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone

function columns(connectors: readonly Connector[]): Column<User>[] {
  const providerName = (user: User) => connectors.find((connector) => connector.id === user.idp_id)?.name
  return [
    {
      id: 'username',
      header: t('users.columns.username'),
      cell: (user) => (
        <>
          {user.username}
          {!user.active && <Chip size="small" variant="outlined" label={t('users.inactive')} sx={{ ml: 1 }} />}
        </>
      ),
    },
    {
      id: 'type',
      header: t('users.columns.type'),
      cell: (user) => providerName(user) ?? t(`users.types.${user.type}` as MessageKey),
    },
    {
      id: 'last_login',
      header: t('users.columns.lastLogin', { timeZone }),
      cell: (user) => (user.last_login_time ? dateTime.format(new Date(user.last_login_time)) : t('users.neverLoggedIn')),
    },
  ]
}

/** The users list (docs/product/users.md): users with their provider's name, filter, paging and actions. */
export function UsersPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()
  // Paging adds a history entry, so Back returns to the page before; typing and modals do not.
  const setSearch = useCallback(
    (changes: Partial<UsersSearch>, history: 'push' | 'replace' = 'replace') =>
      void navigate({ search: (previous) => ({ ...previous, ...changes }), replace: history === 'replace' }),
    [navigate],
  )

  // Users and connectors are fetched side by side, once each per view.
  const users = useQuery({ ...usersQuery(search), placeholderData: keepPreviousData })
  const connectors = useQuery(userConnectorsQuery())
  const rows = users.data?.result ?? []
  const total = users.data?.total_matches ?? 0

  const selection = useSelection(`${search.page}/${search.size}/${search.filter}`)
  const actions = userActions(rows.filter((user) => selection.selected.has(user.uuid)))
  const activate = useActivateUser()
  const deactivate = useDeactivateUser()
  // One request however fast the presses come; a failure's toast comes from the query client.
  const activateOnce = useSingleFlight((uuid: string) => activate.mutateAsync({ uuid, active: true }))
  const deactivateOnce = useSingleFlight((uuid: string) => deactivate.mutateAsync({ uuid, active: false }))

  const goToPage = useCallback((page: number) => setSearch({ page }), [setSearch])
  useStayWithinPages(
    { answered: users.isSuccess && !users.isPlaceholderData, rows: rows.length, total, page: search.page, size: search.size },
    goToPage,
  )

  const closeModal = () => {
    setSearch({ modal: undefined, user: undefined })
    void queryClient.invalidateQueries({ queryKey: ALL_USERS_KEY })
  }
  const onFilter = useCallback((filter: string) => setSearch({ filter, page: 1 }), [setSearch])

  return (
    <>
      <ListLayout
        title={t('users.title', { totalCount: total })}
        filter={<UsersFilter value={search.filter} onChange={onFilter} />}
        pagination={{
          total,
          page: search.page,
          size: search.size,
          options: PAGE_SIZE_OPTIONS,
          onChange: (page, size) => setSearch({ page, size }, 'push'),
        }}
        actions={
          <>
            <Button variant="contained" onClick={() => setSearch({ modal: 'create', user: undefined })}>
              {t('users.createLocalUser')}
            </Button>
            <ActionButton
              label={t('users.update')}
              disabledReason={actions.canUpdate ? undefined : t('users.updateOnlyLocal')}
              onClick={() => setSearch({ modal: 'update', user: actions.target?.uuid })}
            />
            <ActionButton
              label={t('users.activate')}
              disabledReason={actions.canActivate ? undefined : t('users.activateOnlyInactive')}
              busy={activate.isPending}
              onClick={() => actions.target && activateOnce(actions.target.uuid)}
            />
            <ActionButton
              label={t('users.deactivate')}
              disabledReason={actions.canDeactivate ? undefined : t('users.deactivateOnlyActive')}
              busy={deactivate.isPending}
              onClick={() => actions.target && deactivateOnce(actions.target.uuid)}
            />
          </>
        }
      >
        <DataTable
          label={t('users.usersTable')}
          rows={rows}
          columns={columns(connectors.data?.result ?? [])}
          rowKey={(user) => user.uuid}
          rowName={(user) => user.username}
          selection={selection}
          loading={users.isFetching}
          error={users.error}
          onRetry={() => void users.refetch()}
          emptyText={t('users.noUsers')}
        />
      </ListLayout>
      <Suspense fallback={null}>
        {search.modal && <UserModal uuid={search.modal === 'update' ? search.user : undefined} onClose={closeModal} />}
      </Suspense>
    </>
  )
}
