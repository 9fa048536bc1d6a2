import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import type { AccessKey } from '../../core/api/schemas'
import { DataTable, type Column } from '../ui/list/DataTable'
import { lastPage } from '../ui/list/list-search'
import { TablePaging } from '../ui/list/TablePaging'
import { t } from '../../core/i18n/t'
import { downloadTextFile } from './download'
import { TimeRemainingCell } from './TimeRemainingCell'
import { useNow } from './use-now'
import { VisuallyHidden } from '../ui/VisuallyHidden'

/** The certificates table's page sizes (docs/product/service-accounts.md); it pages in the browser. */
export const CERTIFICATE_PAGE_SIZES = [50, 100] as const

interface CertificatesTableProps {
  keys: readonly AccessKey[]
  onRevoke: (key: AccessKey) => void
  /** A revoke is running; no second one starts meanwhile. */
  revoking: boolean
}

/** A row button: its visible text first, then which certificate it acts on, for assistive technology. */
function RowButton({ label, serial, onClick, disabled }: { label: string; serial: string; onClick: () => void; disabled?: boolean }) {
  return (
    <Button size="small" onClick={onClick} disabled={disabled}>
      {label}
      {/* A space of its own: name computation trims the hidden text, which would glue the words. */}
      {' '}
      <VisuallyHidden>{t('certificates.forSerial', { serial })}</VisuallyHidden>
    </Button>
  )
}

export function CertificatesTable({ keys, onRevoke, revoking }: CertificatesTableProps) {
  const now = useNow()
  const [paging, setPaging] = useState<{ page: number; size: number }>({ page: 1, size: CERTIFICATE_PAGE_SIZES[0] })
  // A revoke can empty the last page: show the page before it then.
  const page = Math.min(paging.page, lastPage(keys.length, paging.size))
  const shown = keys.slice((page - 1) * paging.size, page * paging.size)

  const columns: Column<AccessKey>[] = [
    {
      id: 'serial',
      header: t('certificates.columns.serialNumber'),
      cell: (key) => <span style={{ fontFamily: 'monospace' }}>{key.serial_number}</span>,
    },
    {
      id: 'remaining',
      header: t('certificates.columns.timeRemaining'),
      cell: (key) => <TimeRemainingCell expiryTime={key.expiry_time} now={now} />,
    },
    {
      id: 'actions',
      header: t('certificates.columns.actions'),
      cell: (key) => {
        const { private_key: privateKey, certificate, serial_number: serial } = key
        return (
          // A gap rather than margins: a button that wraps to the next line starts at its edge.
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {privateKey && (
              <RowButton
                label={t('certificates.downloadKey')}
                serial={serial}
                onClick={() => downloadTextFile(privateKey, `${key.uuid}-key.pem`)}
              />
            )}
            {certificate && (
              <RowButton
                label={t('certificates.downloadCertificate')}
                serial={serial}
                onClick={() => downloadTextFile(certificate, `${key.uuid}-cert.pem`)}
              />
            )}
            <RowButton label={t('certificates.revoke')} serial={serial} onClick={() => onRevoke(key)} disabled={revoking} />
          </Stack>
        )
      },
    },
  ]

  return (
    <>
      <DataTable
        label={t('certificates.table')}
        rows={shown}
        columns={columns}
        rowKey={(key) => key.uuid}
        rowName={(key) => key.serial_number}
        emptyText={t('certificates.empty')}
      />
      <TablePaging
        total={keys.length}
        page={page}
        size={paging.size}
        options={CERTIFICATE_PAGE_SIZES}
        onChange={(nextPage, size) => setPaging({ page: nextPage, size })}
      />
    </>
  )
}
