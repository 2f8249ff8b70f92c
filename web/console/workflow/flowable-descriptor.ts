/**
 * The `flowable:` attributes an approval step carries (who holds it, whether its approver picks the
 * next one), as a moddle extension: bpmn-js then reads, keeps and writes them with the prefix the
 * engine expects, instead of dropping unknown attributes.
 */
export const flowableDescriptor = {
  name: 'Flowable',
  prefix: 'flowable',
  uri: 'http://flowable.org/bpmn',
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'Assignable',
      extends: ['bpmn:UserTask'],
      properties: [
        { name: 'assignee', isAttr: true, type: 'String' },
        { name: 'candidateUsers', isAttr: true, type: 'String' },
        { name: 'candidateGroups', isAttr: true, type: 'String' },
        { name: 'candidateDepartments', isAttr: true, type: 'String' },
        { name: 'chooseNext', isAttr: true, type: 'Boolean' },
      ],
    },
  ],
  enumerations: [],
}
