import {
  ActionIcon,
  Button,
  ColorInput,
  ColorPicker as MantineColorPicker,
  Menu,
  Popover,
  Stack,
  Tooltip,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ShellIcon } from './shell-icons.tsx'
import {
  DEFAULT_PRIMARY,
  SHELL_THEME_NAMES,
  SHELL_THEMES,
  setPrimaryColor,
  setShellTheme,
  useShellLook,
} from './shell-look.ts'

const SWATCHES = ['#409EFF', '#1c7ed6', '#0d9488', '#2f9e44', '#e8590c', '#f03e3e', '#d6336c', '#7048e8', '#495057']

/** The theme picker: the 11 themes, each previewed by its side-menu colour. */
export function ThemePicker() {
  const { t } = useTranslation()
  const look = useShellLook()
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t('shell.theme.open')}>
          <ActionIcon variant="subtle" color="gray" c="inherit" size="lg" aria-label={t('shell.theme.open')}>
            <ShellIcon name="palette" />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.theme.open')}</Menu.Label>
        <Menu.RadioGroup value={look.theme} onChange={(v) => setShellTheme(v as (typeof SHELL_THEME_NAMES)[number])}>
          {SHELL_THEME_NAMES.map((name) => (
            <Menu.RadioItem
              key={name}
              value={name}
              rightSection={
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    width: 14,
                    height: 14,
                    borderRadius: 3,
                    background: SHELL_THEMES[name].navbarBg,
                    border: '1px solid var(--mantine-color-default-border)',
                  }}
                />
              }
            >
              {t(`shell.theme.${name}`)}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  )
}

/**
 * The colour picker: the primary colour of buttons, links and the active menu entry. The picker sits
 * in the popover itself (no second dropdown that would cover the reset button).
 */
export function ColorPicker() {
  const { t } = useTranslation()
  const look = useShellLook()
  // The field keeps what is being typed; the console restyles once a whole colour is chosen.
  const [draft, setDraft] = useState(look.color)
  const choose = (color: string) => {
    setDraft(color)
    setPrimaryColor(color)
  }
  return (
    <Popover position="bottom-end" withinPortal trapFocus shadow="md" onOpen={() => setDraft(look.color)}>
      <Popover.Target>
        <Tooltip label={t('shell.color.open')}>
          <ActionIcon variant="subtle" color="gray" c="inherit" size="lg" aria-label={t('shell.color.open')}>
            <ShellIcon name="color-swatch" />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={240}>
          <ColorInput
            label={t('shell.color.label')}
            format="hex"
            value={draft}
            onChange={setDraft}
            onChangeEnd={setPrimaryColor}
            withPicker={false}
            withEyeDropper={false}
          />
          <MantineColorPicker
            format="hex"
            value={draft}
            onChange={setDraft}
            onChangeEnd={setPrimaryColor}
            swatches={SWATCHES}
            swatchesPerRow={9}
            saturationLabel={t('shell.color.saturation')}
            hueLabel={t('shell.color.hue')}
            fullWidth
          />
          <Button variant="default" size="xs" onClick={() => choose(DEFAULT_PRIMARY)}>
            {t('shell.color.reset')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  )
}
