import { createFileRoute } from '@tanstack/react-router'
import { CallbackPage } from '../../public/sign-in/CallbackPage'
import { loadSignInReply } from '../../public/sign-in/sign-in-reply'

export const Route = createFileRoute('/(public)/callback')({
  // The sign-in client is loaded here, where a sign-in finishes, and not on every page. The loader
  // goes with the page's own file: both need the client, which the other pages' files must not bring.
  codeSplitGroupings: [['loader', 'component']],
  // Handed to the page as loader data, ready: read with use() it would suspend the first render.
  loader: ({ context }) => loadSignInReply(context.auth, window.location.href),
  component: CallbackPage,
})
