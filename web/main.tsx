import { captureInstallPrompt } from './app/pwa/install-prompt.ts'
import { isFloorPath, pwaAppOf } from './app/pwa/pwa-apps.ts'
import { linkManifest, startServiceWorker } from './app/pwa/register-service-worker.ts'

const root = document.getElementById('root')
if (!root) throw new Error('index.html lacks #root')

// Each app installs as itself: its manifest is linked before the browser offers the installation.
const app = pwaAppOf(window.location.pathname)
linkManifest(app)
// The browser offers the installation once, early: kept before any chunk arrives.
captureInstallPrompt()
startServiceWorker(app)

// Each app is its own chunk: the floor never loads the console's shell, pages, charts or editor.
if (isFloorPath(window.location.pathname)) void import('./floor/floor-main.tsx').then((m) => m.startFloor(root))
else void import('./app/console-main.tsx').then((m) => m.startConsole(root))
