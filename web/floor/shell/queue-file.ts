/** The file name of an exported queue: device and moment, so two exports never overwrite each other. */
export function queueFileName(deviceId: string, at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '')
  return `floor-queue-${deviceId.slice(-8)}-${stamp}.json`
}
