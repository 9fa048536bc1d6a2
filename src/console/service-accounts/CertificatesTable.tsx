import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useId, useState } from 'react'
import type { AccessKey } from '../../core/api/schemas'
import { DataTable, type Column, type ControlsWidth } from '../ui/list/DataTable'
import { lastPage } from '../ui/list/list-search'
import { TablePaging } from '../ui/list/TablePaging'
import { t } from '../../core/i18n/t'
import { downloadTextFile } from './download'
import { TimeRemainingCell } from './TimeRemainingCell'
import { useNow } from './use-now'
import { VisuallyHidden } from '../ui/VisuallyHidden'

/** The certificates table's page sizes (docs/product/service-accounts.md); it pages in the browser. */
export const CERTIFICATE_PAGE_SIZES = [50, 100] as const

/**
 * Room for each language's longest button label: on one line ('Zertifikat herunterladen'), and on a
 * phone for its longest word ('herunterladen').
 */
const ACTIONS_WIDTH: ControlsWidth = { phone: '11rem', wide: '16rem' }

interface CertificatesTableProps {
  keys: readonly AccessKey[]
  onRevoke: (key: AccessKey) => void
  /** A revoke is running; no second one starts meanwhile. */
  revoking: boolean
}

/**
 * A row's buttons, named by their visible text alone; each is described by the certificate it acts
 * on, for assistive technology, since every row has the same three.
 */
function RowActions({ certificateKey, onRevoke, revoking }: { certificateKey: AccessKey; onRevoke: (key: AccessKey) => void; revoking: boolean }) {
  const describedBy = useId()
  const { private_key: privateKey, certificate, serial_number: serial, uuid } = certificateKey
  return (
    <>
      <VisuallyHidden id={describedBy}>{t('certificates.forSerial', { serial })}</VisuallyHidden>
      {/* A gap rather than margins: a button that wraps to the next line starts at its edge. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {privateKey && (
          <Button size="small" aria-describedby={describedBy} onClick={() => downloadTextFile(privateKey, `${uuid}-key.pem`)}>
            {t('certificates.downloadKey')}
          </Button>
        )}
        {certificate && (
          <Button size="small" aria-describedby={describedBy} onClick={() => downloadTextFile(certificate, `${uuid}-cert.pem`)}>
            {t('certificates.downloadCertificate')}
          </Button>
        )}
        <Button size="small" aria-describedby={describedBy} onClick={() => onRevoke(certificateKey)} disabled={revoking}>
          {t('certificates.revoke')}
        </Button>
      </Stack>
    </>
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
      controlsWidth: ACTIONS_WIDTH,
      cell: (key) => <RowActions certificateKey={key} onRevoke={onRevoke} revoking={revoking} />,
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
