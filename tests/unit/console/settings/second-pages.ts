import { mockDb } from '../../../../mocks/node'
import { addActiveDirectory } from './directories/helpers'

/** Five more SAML providers and directories: with the seed's, enough for a second page of five in both settings lists. */
export async function fillSettingsListsPastOnePage(): Promise<void> {
  for (let index = 1; index <= 5; index++) {
    mockDb.addSamlProvider({
      saml_idp_name: `Extra ${String(index)}`,
      username_attr: 'uid',
      email_attr: 'mail',
      type: 'url',
      idp_metadata_url: `https://idp${String(index)}.example.com/metadata`,
    })
    await addActiveDirectory(`Extra ${String(index)}`, `extra${String(index)}.example.com`, `ldap://dc.extra${String(index)}.example.com`)
  }
}
