import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../public/not-found/NotFoundPage'

// Any address no other route knows: a route of its own, so the page is named like every other.
export const Route = createFileRoute('/(public)/$')({
  staticData: { title: 'notFound.heading' },
  component: NotFoundPage,
})
