import Button from '@mui/material/Button'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useCallback, useMemo, useRef, useState } from 'react'
import { isNamedUserType, type Connector, type User } from '../../core/api/schemas'
import { ActionButton } from '../ui/list/ActionButton'
import { DataTable, type Column } from '../ui/list/DataTable'
import { ListLayout } from '../ui/list/ListLayout'
import { shownCount, useListPage } from '../ui/list/use-list-page'
import { useListHistory } from '../ui/list/list-history'
import { usePreloadPage } from '../ui/list/use-preload-page'
import { useSelection } from '../ui/list/use-selection'
import { usePreload } from '../ui/preload'
import { useSingleFlight } from '../../core/utils/single-flight'
import { formatDateTime, LOCAL_TIME_ZONE } from '../../core/i18n/format'
import { t } from '../../core/i18n/t'
import { CreatedUserNotice } from './CreatedUserNotice'
import { DeactivateUserButton } from './DeactivateUserButton'
import { userActions } from './user-actions'
import { useActivateUser } from './use-set-user-active'
import { UsersFilter } from './UsersFilter'
import { ALL_USERS_KEY, userConnectorsQuery, usersQuery } from './queries'
import type { UsersSearch } from './users-search'
import { lazyComponent } from '../ui/lazy-component'
import { LazyModal } from '../ui/LazyModal'
import { VisuallyHidden } from '../ui/VisuallyHidden'

// The form (and react-hook-form with it) is not part of the list's code: it loads once the list has
// painted, or when the modal first opens if that comes sooner (decision 029).
const UserModal = lazyComponent(() => import('./UserModal').then((module) => module.UserModal))

const route = getRouteApi('/(console)/_shell/identities/users')

function columns(connectors: readonly Connector[]): Column<User>[] {
  const providerName = (user: User) => connectors.find((connector) => connector.id === user.idp_id)?.name
  return [
    { id: 'username', header: t('users.columns.username'), cell: (user) => user.username },
    {
      id: 'type',
      header: t('users.columns.type'),
      cell: (user) => providerName(user) ?? (isNamedUserType(user.type) ? t(`users.types.${user.type}`) : user.type),
    },
    {
      id: 'last_login',
      header: t('users.columns.lastLogin', { timeZone: LOCAL_TIME_ZONE }),
      cell: (user) => (user.last_login_time ? formatDateTime(user.last_login_time) : t('users.neverLoggedIn')),
    },
    { id: 'display_name', header: t('users.columns.displayName'), cell: (user) => user.display_name ?? '' },
    { id: 'email', header: t('users.columns.email'), cell: (user) => user.additional_attributes?.email_address ?? '' },
    {
      id: 'status',
      header: t('users.columns.status'),
      cell: (user) => (user.active ? t('users.status.active') : t('users.status.inactive')),
    },
  ]
}

/** The users list (docs/product/users.md): users with their provider's name, filter, paging and actions. */
export function UsersPage() {
  const search = route.useSearch()
  const queryClient = useQueryClient()
  const listHistory = useListHistory<UsersSearch>()
  const { setSearch } = listHistory

  const goToPage = useCallback((page: number) => setSearch({ page }), [setSearch])
  // Users and connectors are fetched side by side, once each per view.
  const users = useListPage(usersQuery(search), search, goToPage)
  const connectors = useQuery(userConnectorsQuery())

  // The same columns until the providers change, so rows that did not change are not rendered again.
  const tableColumns = useMemo(() => columns(connectors.data?.result ?? []), [connectors.data])
  const selection = useSelection(`${search.page}/${search.size}/${search.filter}`)
  const actions = userActions(users.rows.filter((user) => selection.selected.has(user.uuid)))
  const activate = useActivateUser()
  // One request however fast the presses come; a failure's toast comes from the query client.
  // Activating asks nothing: it locks no one out.
  const activateOnce = useSingleFlight((uuid: string) => activate.mutateAsync({ uuid, active: true }))

  const modalIntent = usePreload(UserModal)

  /** The username of the user just created, while its notice shows. */
  const [created, setCreated] = useState<string>()
  const createButton = useRef<HTMLButtonElement>(null)
  const closeNotice = () => {
    setCreated(undefined)
    // The notice's close button leaves with it; focus goes back to where users are created.
    createButton.current?.focus()
  }

  const closeModal = () => listHistory.closeModal(() => setSearch({ modal: undefined, user: undefined }))
  // However the modal closed, the list is read again (docs/product/lists-and-dialogs.md).
  const refetchUsers = () => void queryClient.invalidateQueries({ queryKey: ALL_USERS_KEY })
  const onFilter = useCallback((filter: string) => setSearch({ filter, page: 1 }), [setSearch])
  const onPage = useCallback((page: number, size: number) => setSearch({ page, size }, 'push'), [setSearch])
  const preloadPage = usePreloadPage<UsersSearch>('page')
  const title = t('users.title', { totalCount: shownCount(users.total) })
  // The count a filter leaves is in the heading, which a screen reader does not read again by
  // itself: a status says it once a filter has been asked for, and again as it changes.
  const [filtered, setFiltered] = useState(search.filter !== '')
  if (search.filter && !filtered) setFiltered(true)

  return (
    <>
      <ListLayout
        title={title}
        filter={
          <>
            <UsersFilter value={search.filter} onChange={onFilter} />
            <VisuallyHidden role="status">{filtered && title}</VisuallyHidden>
          </>
        }
        notice={created !== undefined && <CreatedUserNotice username={created} onClose={closeNotice} />}
        pagination={{
          total: users.total,
          page: search.page,
          size: search.size,
          onChange: onPage,
          onPreload: preloadPage,
          rememberAs: 'users',
        }}
        actions={
          <>
            <Button ref={createButton} {...modalIntent} variant="contained" onClick={() => setSearch({ modal: 'create', user: undefined }, 'open modal')}>
              {t('users.createLocalUser')}
            </Button>
            <ActionButton
              label={t('users.update')}
              intent={modalIntent}
              disabledReason={actions.canUpdate ? undefined : t('users.updateOnlyLocal')}
              onClick={() => setSearch({ modal: 'update', user: actions.target?.uuid }, 'open modal')}
            />
            <ActionButton
              label={t('users.activate')}
              disabledReason={actions.canActivate ? undefined : t('users.activateOnlyInactive')}
              busy={activate.isPending}
              onClick={() => actions.target && activateOnce(actions.target.uuid)}
            />
            <DeactivateUserButton actions={actions} />
          </>
        }
      >
        <DataTable
          label={t('users.usersTable')}
          rows={users.rows}
          columns={tableColumns}
          rowKey={(user) => user.uuid}
          rowName={(user) => user.username}
          selection={selection}
          loading={users.loading}
          error={users.error}
          onRetry={users.retry}
          emptyText={t('users.noUsers')}
        />
      </ListLayout>
      <LazyModal code={UserModal} open={search.modal !== undefined} onClosed={refetchUsers}>
        <UserModal mode={search.modal === 'update' ? 'update' : 'create'} uuid={search.user} onClose={closeModal} onCreated={setCreated} />
      </LazyModal>
    </>
  )
}
