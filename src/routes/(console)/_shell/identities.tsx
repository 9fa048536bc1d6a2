import { createFileRoute } from '@tanstack/react-router'

/** The Identities area: its pages sit in the shell, its menu is the shell's navigation. */
export const Route = createFileRoute('/(console)/_shell/identities')({})
