import { VENDOR_TITLE, textPlateOpacity, type Branding } from './branding'
import './branded-page.css'

/** The branded panel of the login and providers pages (docs/product/login.md), in the server's colours and titles. */
export function BrandPanel({ branding }: { branding: Branding }) {
  // The vendor's own product title gets its special header style: bold, wide, upper case.
  const vendorHeader = branding.productTitle === VENDOR_TITLE
  return (
    <div
      className="brand-panel"
      data-testid="brand-panel"
      data-vendor-header={vendorHeader ? 'true' : 'false'}
      // Set through the DOM's style object, which the page's CSP allows; the colours are checked hex values.
      style={{
        backgroundColor: branding.colorOut,
        backgroundImage: `linear-gradient(135deg, ${branding.colorIn}, ${branding.colorOut})`,
      }}
    >
      {/* White text on light brand colours would be unreadable: a dark plate, only as dark as needed. */}
      <div className="brand-plate" style={{ backgroundColor: `rgba(0, 0, 0, ${String(textPlateOpacity(branding))})` }}>
        {/* The server's titles keep their own direction (docs/product/languages.md), the plate its alignment. */}
        <p className="brand-product" data-vendor={vendorHeader || undefined}>
          <bdi>{branding.productTitle}</bdi>
        </p>
        <p className="brand-title">
          <bdi>{branding.title}</bdi>
        </p>
        <p className="brand-version">
          <bdi>{branding.version}</bdi>
        </p>
      </div>
    </div>
  )
}
