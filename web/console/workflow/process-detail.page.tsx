import { useParams } from 'react-router'
import { ProcessScreen } from './process-screen.tsx'

/** /work/process/:kind/detail/:processInstanceId/:businessIds: an approval and its document, read-only. */
export function ProcessDetailPage() {
  const { kind = '', processInstanceId = '', businessIds = '' } = useParams()
  return <ProcessScreen kind={kind} processInstanceId={processInstanceId} businessIds={businessIds} />
}
