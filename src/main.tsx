import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { appConfig } from './config'
import { t } from './i18n/t'

async function startMockServiceIfConfigured(): Promise<void> {
  const config = appConfig()
  if (!config.mock) return
  if (!__IAM_MOCK_SUPPORT__) {
    console.error(t('app.mockModeUnavailable'))
    return
  }
  const { startMockService } = await import('../mocks/browser')
  await startMockService(config)
}

async function start(): Promise<void> {
  await startMockServiceIfConfigured()
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()
