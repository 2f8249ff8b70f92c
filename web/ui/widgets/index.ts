import { lazy } from 'react'

// The shared widgets of spec 1 §2.5. The rich-text editor is lazy here (tiptap is large);
// the PDF viewer loads pdf.js itself on first use.
export { ExcelUploadButton, type ExcelUploadButtonProps, isSpreadsheetFile } from './excel-upload-button.tsx'
export { FactorySelect, type FactorySelectProps } from './factory-select.tsx'
export { ImageCropDialog, type ImageCropDialogProps } from './image-crop-dialog.tsx'
export { ImagePreview, type ImagePreviewProps } from './image-preview.tsx'
export { ImageUpload, type ImageUploadProps, PICTURE_UPLOAD_PATH, type UploadedPicture } from './image-upload.tsx'
export { NotificationPopover } from './notification-popover.tsx'
export { PdfViewer, type PdfViewerProps } from './pdf-viewer.tsx'
export { formatQuarter, parseQuarter, type Quarter } from './quarter.ts'
export { QuarterPicker, type QuarterPickerProps } from './quarter-picker.tsx'
export type { RichTextEditorProps } from './rich-text-editor.tsx'
export { WarehouseShopCascader, type WarehouseShopCascaderProps } from './warehouse-shop-cascader.tsx'

/** The rich-text editor, loaded on first render; wrap it in <Suspense>. */
export const RichTextEditor = lazy(() => import('./rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })))
