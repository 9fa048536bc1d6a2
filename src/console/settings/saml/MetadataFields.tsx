import UploadFileIcon from '@mui/icons-material/UploadFile'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { useId, useState, type ChangeEvent } from 'react'
import { useWatch } from 'react-hook-form'
import type { SamlProvider } from '../../../core/api/schemas'
import { t } from '../../../core/i18n/t'
import { FormTextField } from '../../ui/form/FormTextField'
import { VisuallyHidden } from '../../ui/VisuallyHidden'
import { CODE_FIELD } from '../../ui/form/code-field'
import { CertificateFacts, CertificateWarnings, Fact, FactsBox } from './CertificateFacts'
import { keepsStoredMetadata, MAX_METADATA_KB, type SamlFormApi } from './saml-form'
import { MetadataPreview } from './MetadataPreview'
import { readMetadataFile } from './metadata-text'
import { useCertificateInfo } from './use-certificate-info'

interface MetadataFieldsProps {
  form: SamlFormApi
  /** The name of the file last chosen, shown instead of 'No file chosen'. */
  fileName: string | undefined
  onFileChosen: (name: string) => void
  /** The provider being updated, if any. */
  stored: SamlProvider | undefined
}

/**
 * What the service holds for a provider configured by metadata: not the XML, which it never
 * gives back, but what it read from it (docs/product/saml.md). Kept unless new metadata is given.
 */
function StoredMetadata({ properties }: { properties: SamlProvider['idp_properties'] }) {
  const check = useCertificateInfo(properties?.certificate || undefined)
  return (
    <FactsBox
      title={t('saml.modal.storedMetadata')}
      after={
        <>
          <CertificateWarnings check={check} />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('saml.modal.storedMetadataKept')}
          </Typography>
        </>
      }
    >
      {properties?.idp_url && <Fact term={t('saml.preview.entityId')} fromProvider>{properties.idp_url}</Fact>}
      {properties?.login_url && <Fact term={t('saml.preview.ssoUrl')} fromProvider>{properties.login_url}</Fact>}
      <CertificateFacts check={check} />
    </FactsBox>
  )
}

/** 'Metadata': a file chooser that fills the 'Metadata XML' text area, and what the XML holds. */
export function MetadataFields({ form, fileName, onFileChosen, stored }: MetadataFieldsProps) {
  const keeping = keepsStoredMetadata(stored)
  const fileNameId = useId()
  const xml = useWatch({ control: form.control, name: 'metadata_xml' })
  // Why the file last chosen was refused, said aloud: the focus stays on the file chooser, so the
  // message under 'Metadata XML' would otherwise go unheard. Kept only while the field still holds
  // what the file gave it; an edit makes it stale.
  const [refusal, setRefusal] = useState<{ xml: string; message: string }>()

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    // Cleared so that choosing the same file again (after editing it) reads it again.
    input.value = ''
    if (!file) return
    onFileChosen(file.name)
    setRefusal(undefined)
    // The XML is checked at once, so what it holds (or why it is refused) shows straight away.
    const fill = async (text: string) => {
      form.setValue('metadata_xml', text, { shouldDirty: true, shouldTouch: true })
      if (await form.trigger('metadata_xml')) return
      const message = form.getFieldState('metadata_xml').error?.message
      if (message !== undefined) setRefusal({ xml: text, message })
    }
    // Not validated: the file's own problem is the message to show, not 'required'. The field keeps
    // what it held, so XML pasted before is not lost to a wrong file.
    const refuse = (message: string) => {
      form.setError('metadata_xml', { message })
      setRefusal({ xml: form.getValues('metadata_xml'), message })
    }
    if (file.size > MAX_METADATA_KB * 1024) {
      refuse(t('saml.validation.fileTooLarge', { size: MAX_METADATA_KB }))
      return
    }
    let text: string
    try {
      text = await readMetadataFile(file)
    } catch {
      refuse(t('saml.validation.fileUnreadable'))
      return
    }
    // A file that holds no XML at all (an empty one, a certificate or a PDF chosen through 'All
    // files') is refused and leaves the field as it was; filled in, an empty one would read as
    // 'keep the stored metadata'. XML with a fault of its own fills the field, to be mended there.
    if (!text.trimStart().startsWith('<')) {
      refuse(t('saml.validation.xmlMalformed'))
      return
    }
    await fill(text)
  }

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {/* The label only looks like a button: the file input inside is the one control, so the
            label takes no button role and no tab stop of its own (nesting them is unusable). */}
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          startIcon={<UploadFileIcon aria-hidden="true" />}
          sx={{ '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          {t('saml.modal.chooseFile')}
          <input
            type="file"
            accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
            aria-describedby={fileNameId}
            // Kept in the page but out of sight: the button around it is what the user sees and clicks.
            style={visuallyHidden}
            onChange={(event) => void readFile(event)}
          />
        </Button>
        <Typography id={fileNameId} variant="body2" color="text.secondary">
          {fileName ?? t('saml.modal.noFileChosen')}
        </Typography>
        {/* In the page from the start: a status region that appears with its text is often not read. */}
        <VisuallyHidden role="status">{refusal?.xml === xml ? refusal.message : ''}</VisuallyHidden>
      </Box>
      {keeping && <StoredMetadata properties={stored?.idp_properties} />}
      <FormTextField
        control={form.control}
        name="metadata_xml"
        label={t('saml.modal.metadataXml')}
        required={!keeping}
        rows={10}
        {...CODE_FIELD}
      />
      <MetadataPreview xml={xml} />
    </>
  )
}
