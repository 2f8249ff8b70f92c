import { defineContract } from '../../http/contract.ts'
import { uploadAnswer } from './other.answers.ts'

/**
 * The contracts of the calls of the other area the console makes by hand (the picture upload),
 * shared by the server's calls (which add access and handler) and the console's client.
 */

/** One file (multipart field `file`, with `centerType`, default erp): png, jpeg, jpg or pdf up to 2 MB. */
export const pictureUploadContract = defineContract({
  method: 'POST',
  path: '/api/picture/upload',
  input: 'files',
  output: uploadAnswer,
})
