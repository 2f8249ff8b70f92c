// Loaded only when a PDF is shown (dynamic import), so pdf.js stays out of the main bundle.
// The legacy build runs on the older tablet browsers the console supports.
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs'
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl

export { pdfjs }
