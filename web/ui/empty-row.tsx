import { Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** The one row a table shows when it has none: its text, dimmed and centred across every column. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text c="dimmed" size="sm" ta="center">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  )
}
