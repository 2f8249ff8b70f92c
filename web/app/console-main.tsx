// The areas' declarations register their vocabularies and messages before anything reads them.
import '#sync/areas.ts'
import '@mantine/core/styles.css'
import '@mantine/charts/styles.css'
import '@mantine/notifications/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.tsx'

/** Starts the console in `root`. */
export function startConsole(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
