import { Stack } from '@mantine/core'
import { InstallButton } from './install-button.tsx'
import { UpdateBanner } from './update-banner.tsx'

/** The console's prompts of the installed app, over the bottom-left corner (the side menu's foot). */
export function PwaPrompts() {
  return (
    <Stack gap="xs" style={{ position: 'fixed', left: 16, bottom: 16, zIndex: 400, maxWidth: 'calc(100vw - 32px)' }}>
      <UpdateBanner placement="inline" />
      <InstallButton size="xs" w="fit-content" />
    </Stack>
  )
}
