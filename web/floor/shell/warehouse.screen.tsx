import { Alert, Badge, Button, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { useFloor } from '../store/floor-store.tsx'
import { FloorIcon } from './floor-icons.tsx'
import { floorReturnPath } from './floor-work.ts'
import { cachedWarehouses, type FloorWarehouse, fetchWarehouses } from './warehouses.ts'

type LoadState = 'loading' | 'fresh' | 'offline' | 'failed'

/**
 * Choosing the warehouse (/floor/warehouse): the list the server answers for this worker, kept for
 * offline starts (then the last list fetched is shown and said to be so); the choice is the store's.
 */
export function WarehouseScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const { session, storeId, setStore } = useFloor()
  const [list, setList] = useState<FloorWarehouse[]>(() => cachedWarehouses(session))
  const [state, setState] = useState<LoadState>('loading')
  const [choosing, setChoosing] = useState<string | null>(null)

  const load = useCallback(() => {
    setState('loading')
    fetchWarehouses(session)
      .then((fetched) => {
        setList(fetched)
        setState('fresh')
      })
      .catch(() => {
        const cached = cachedWarehouses(session)
        setList(cached)
        setState(cached.length ? 'offline' : 'failed')
      })
  }, [session])
  useEffect(load, [load])

  async function choose(id: string) {
    setChoosing(id)
    try {
      await setStore(id)
      navigate(floorReturnPath(location.state), { replace: true })
    } finally {
      setChoosing(null)
    }
  }

  return (
    <Stack p="sm" gap="sm">
      {state === 'offline' && (
        <Alert color="orange" role="status" py="xs">
          {t('floor.warehouse.offline')}
        </Alert>
      )}
      {state === 'failed' && (
        <Alert color="red" role="alert">
          <Stack gap="xs">
            <Text>{t('floor.warehouse.loadFailed')}</Text>
            <Button onClick={load}>{t('floor.warehouse.retry')}</Button>
          </Stack>
        </Alert>
      )}
      {state === 'loading' && list.length === 0 && <Loader mx="auto" my="xl" />}
      {state === 'fresh' && list.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {t('floor.warehouse.none')}
        </Text>
      )}
      {list.map((w) => (
        <UnstyledButton
          key={w.id}
          onClick={() => void choose(w.id)}
          disabled={choosing !== null}
          mih={64}
          px="md"
          py="sm"
          data-testid="floor-warehouse-choice"
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            border: `2px solid var(--mantine-color-${w.id === storeId ? 'blue-5' : 'gray-3'})`,
            background: w.id === storeId ? 'var(--mantine-color-blue-0)' : undefined,
          }}
        >
          <Group justify="space-between" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text fw={700} size="lg" truncate="end">
                {w.name}
              </Text>
              {w.code && (
                <Text size="sm" c="dimmed">
                  {w.code}
                </Text>
              )}
            </div>
            {choosing === w.id ? (
              <Loader size="sm" />
            ) : w.id === storeId ? (
              <Badge size="lg" variant="light">
                {t('floor.warehouse.current')}
              </Badge>
            ) : (
              <FloorIcon.chevron size={24} color="var(--mantine-color-gray-5)" />
            )}
          </Group>
        </UnstyledButton>
      ))}
    </Stack>
  )
}
