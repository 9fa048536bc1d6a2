import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../public/not-found/NotFoundPage'

export const Route = createFileRoute('/(public)/pagenotfound')({
  staticData: { title: 'notFound.heading' },
  component: NotFoundPage,
})
