/** Refusals of a model at deploy (the helper's compiler fills these in). */
export const workflowModelMessages = {}
