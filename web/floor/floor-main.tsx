import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import './floor-i18n.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { FloorApp } from './floor-app.tsx'

/** Starts the floor app in `root` (the entry loads this chunk only under /floor). */
export function startFloor(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <FloorApp />
    </StrictMode>,
  )
}
