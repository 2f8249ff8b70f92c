/**
 * The moddle descriptor of the few Flowable attributes an approval model may carry, all on
 * bpmn:UserTask. Any other extension (Camunda, Activiti, Flowable listeners ...) stays unknown to
 * the parser, so the compiler refuses it.
 */
export const flowableModdle = {
  name: 'Flowable',
  prefix: 'flowable',
  uri: 'http://flowable.org/bpmn',
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'ApprovalAssignment',
      extends: ['bpmn:UserTask'],
      isAbstract: true,
      properties: [
        { name: 'assignee', isAttr: true, type: 'String' },
        { name: 'candidateUsers', isAttr: true, type: 'String' },
        { name: 'candidateGroups', isAttr: true, type: 'String' },
        // our extension: department ids whose members may claim the task
        { name: 'candidateDepartments', isAttr: true, type: 'String' },
        { name: 'chooseNext', isAttr: true, type: 'Boolean' },
      ],
    },
  ],
  enumerations: [],
} as const
