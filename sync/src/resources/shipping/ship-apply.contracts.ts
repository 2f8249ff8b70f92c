import { z } from 'zod'
import { defineContract } from '../../http/contract.ts'
import { fieldLabels, fieldValueSchema, idSchema } from '../resource-schemas.ts'
import { shipApplyFile } from './ship-apply.resource.ts'

/** Files added to a ship application at once (after their upload). */
export const applyFilesContract = defineContract({
  method: 'POST',
  path: '/api/erp/shipapplyfile/addList',
  input: {
    body: z
      .array(
        z.object({
          shipApplyId: idSchema,
          fileUrl: fieldValueSchema(shipApplyFile.fields.fileUrl),
          fileName: fieldValueSchema(shipApplyFile.fields.fileName).optional(),
          remark: fieldValueSchema(shipApplyFile.fields.remark).optional(),
        }),
      )
      .min(1)
      .max(100),
    labels: fieldLabels(shipApplyFile),
  },
  output: z.array(z.string()),
})
