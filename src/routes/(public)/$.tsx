import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../public/not-found/NotFoundPage'

// Any address no other route knows: a route of its own, so the page is named like every other.
// It is no public page (docs/product/sign-in.md lists those), so a visitor signs in first and then
// learns the page does not exist, as on any protected address.
export const Route = createFileRoute('/(public)/$')({
  beforeLoad: ({ context, location, preload }) => context.auth.ensureSignedIn(location.href, undefined, preload),
  staticData: { title: 'notFound.heading' },
  component: NotFoundPage,
})
