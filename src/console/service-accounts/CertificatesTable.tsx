import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { Theme } from '@mui/material/styles'
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
 * Room for each language's longest button label on one line ('Zertifikat herunterladen'). On a
 * phone the buttons have a line of their own (ROW_ON_TWO_LINES), as wide as the table.
 */
const ACTIONS_WIDTH: ControlsWidth = { phone: 'auto', wide: '16rem' }

/**
 * On a phone three columns side by side left the values and their headers a few letters each
 * ('Seriennumme|r', '11 …') beside a column wide enough for 'herunterladen'. There each row, the
 * header's too, is a grid: the serial number and the time remaining share the first line, and the
 * buttons take the whole second line, where they wrap between buttons rather than inside labels.
 * The elements stay a table's, so assistive technology still reads rows, cells and their headers.
 */
const ROW_ON_TWO_LINES = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    // A grid's width would otherwise count its longest values (a serial number) before they are cut.
    minWidth: 0,
    '& table, & thead, & tbody': { display: 'block' },
    '& tr': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 8.4rem), 1fr))' },
    // The last cell: the buttons, or the one cell that says the table is empty or loading.
    '& th:last-of-type, & td:last-of-type': { gridColumn: '1 / -1' },
    // One line under each row, not one under each of its two lines.
    '& td:not(:last-of-type), & th:not(:last-of-type)': { borderBottom: 0 },
  },
})

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
      <Box sx={ROW_ON_TWO_LINES}>
        <DataTable
          label={t('certificates.table')}
          rows={shown}
          columns={columns}
          rowKey={(key) => key.uuid}
          rowName={(key) => key.serial_number}
          emptyText={t('certificates.empty')}
        />
      </Box>
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
