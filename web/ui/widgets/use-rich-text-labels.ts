import type { RichTextEditorLabels } from '@mantine/tiptap'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/** The rich-text editor's control and link-editor labels in the current language. */
export function useRichTextLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation()
  return useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      boldControlLabel: t('widgets.richText.bold'),
      italicControlLabel: t('widgets.richText.italic'),
      underlineControlLabel: t('widgets.richText.underline'),
      strikeControlLabel: t('widgets.richText.strike'),
      clearFormattingControlLabel: t('widgets.richText.clearFormatting'),
      h1ControlLabel: t('widgets.richText.heading', { level: 1 }),
      h2ControlLabel: t('widgets.richText.heading', { level: 2 }),
      h3ControlLabel: t('widgets.richText.heading', { level: 3 }),
      h4ControlLabel: t('widgets.richText.heading', { level: 4 }),
      bulletListControlLabel: t('widgets.richText.bulletList'),
      orderedListControlLabel: t('widgets.richText.orderedList'),
      blockquoteControlLabel: t('widgets.richText.blockquote'),
      linkControlLabel: t('widgets.richText.link'),
      unlinkControlLabel: t('widgets.richText.unlink'),
      linkEditorInputLabel: t('widgets.richText.linkInput'),
      linkEditorInputPlaceholder: t('widgets.richText.linkPlaceholder'),
      linkEditorExternalLink: t('widgets.richText.linkExternal'),
      linkEditorInternalLink: t('widgets.richText.linkInternal'),
      linkEditorSave: t('widgets.richText.linkSave'),
      undoControlLabel: t('widgets.richText.undo'),
      redoControlLabel: t('widgets.richText.redo'),
    }),
    [t],
  )
}
