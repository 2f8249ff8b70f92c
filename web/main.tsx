import { captureInstallPrompt } from './app/pwa/install-prompt.ts'
import { startServiceWorker } from './app/pwa/register-service-worker.ts'

const root = document.getElementById('root')
if (!root) throw new Error('index.html lacks #root')

// The browser offers the installation once, early: kept before any chunk arrives.
captureInstallPrompt()
startServiceWorker()

/** The floor app answers /floor and everything under it; the console everything else. */
function isFloorPath(path: string): boolean {
  return path === '/floor' || path.startsWith('/floor/')
}

// Each app is its own chunk: the floor never loads the console's shell, pages, charts or editor.
if (isFloorPath(window.location.pathname)) void import('./floor/floor-main.tsx').then((m) => m.startFloor(root))
else void import('./app/console-main.tsx').then((m) => m.startConsole(root))
