import type { UseFormReturnType } from '@mantine/form'
import type Modeler from 'bpmn-js/lib/Modeler'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { submitContract } from '#sync/resources/resource-contracts.ts'
import { wfModel } from '#sync/resources/workflow/workflow.resource.ts'
import { callApi, clientSettings, saveBlob } from '../../api/client.ts'
import { fieldErrorsFromApi } from '../resource/form-rules.ts'
import { applyModelToProcess } from './designer-elements.ts'
import { isModelComplete, type ModelValues, modelBody, type SavedModel } from './designer-fields.ts'
import { deployModel } from './model-deploy.ts'
import { importProblem, services } from './use-bpmn-modeler.ts'

/** The designer's buttons that are busy while their call runs. */
type Busy = 'save' | 'deploy' | null

/**
 * The designer's work: save the model (its values and the diagram's XML, the process id set to the
 * model key), save and deploy, download the diagram as `.bpmn`, open a `.bpmn` into the canvas, fit.
 */
export function useDesignerActions(
  modeler: Modeler | null,
  form: UseFormReturnType<ModelValues>,
  model: SavedModel | null,
  openXml: (xml: string) => Promise<void>,
  onSaved: () => void,
) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState<Busy>(null)
  // After the first save a new model is edited under its id; each save answers the next version.
  const [saved, setSaved] = useState(model ? { id: model.id, version: model.version } : null)

  const currentXml = async (values: ModelValues) => {
    if (!modeler) return null
    applyModelToProcess(services(modeler), values.modelKey, values.name)
    return (await modeler.saveXML({ format: true })).xml ?? null
  }

  const save = async (deploy: boolean) => {
    const values = form.getValues()
    if (!isModelComplete(values)) {
      clientSettings.notifyError(t('designer.required'))
      return
    }
    setBusy(deploy ? 'deploy' : 'save')
    try {
      const xml = await currentXml(values)
      if (xml === null) return
      const record = await callApi(submitContract(wfModel), { body: modelBody(values, xml, saved) })
      setSaved({ id: record.id, version: record.version })
      clientSettings.notifySuccess(t('designer.saved'))
      onSaved()
      if (deploy) await deployModel(record.id)
    } catch (error) {
      // The client toasted the refusal; the fields it names are marked too.
      form.setErrors(fieldErrorsFromApi(error) ?? {})
    } finally {
      setBusy(null)
    }
  }

  const download = async () => {
    const values = form.getValues()
    const xml = await currentXml(values)
    if (xml === null) return
    saveBlob(new Blob([xml], { type: 'application/xml' }), `${values.modelKey.trim() || 'model'}.bpmn`)
  }

  const upload = async (file: File | null) => {
    if (!file) return
    try {
      await openXml(await file.text())
    } catch (error) {
      clientSettings.notifyError(t('designer.fileFailed', { reason: importProblem(error) }))
    }
  }

  const fit = () => {
    if (modeler) services(modeler).get('canvas').zoom('fit-viewport')
  }
  return { busy, isNew: saved === null, save, download, upload, fit }
}
