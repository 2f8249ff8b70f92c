import { Button, FileButton, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { useDesignerActions } from './use-designer-actions.ts'

/** The designer's buttons: save, save and deploy (for who may deploy), download, open a file, fit, close. */
export function DesignerToolbar({
  actions,
  ready,
  canDeploy,
  onClose,
}: {
  actions: ReturnType<typeof useDesignerActions>
  /** The diagram is drawn (before that there is nothing to save). */
  ready: boolean
  canDeploy: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { busy } = actions
  return (
    <Group justify="space-between">
      <Group gap="xs">
        <Button onClick={() => void actions.save(false)} loading={busy === 'save'} disabled={!ready || busy !== null}>
          {t('designer.save')}
        </Button>
        {canDeploy && (
          <Button
            variant="light"
            onClick={() => void actions.save(true)}
            loading={busy === 'deploy'}
            disabled={!ready || busy !== null}
          >
            {t('designer.saveDeploy')}
          </Button>
        )}
        <Button variant="default" onClick={() => void actions.download()} disabled={!ready}>
          {t('designer.download')}
        </Button>
        <FileButton onChange={(file) => void actions.upload(file)} accept=".bpmn,.xml,application/xml,text/xml">
          {(props) => (
            <Button variant="default" disabled={!ready} {...props}>
              {t('designer.upload')}
            </Button>
          )}
        </FileButton>
        <Button variant="default" onClick={actions.fit} disabled={!ready}>
          {t('designer.fit')}
        </Button>
      </Group>
      <Button variant="subtle" onClick={onClose}>
        {t('designer.close')}
      </Button>
    </Group>
  )
}
