/** Whether an update is worth mentioning: the same minute as creation is part of writing it. */
export function wasUpdated(createdAt: string, updatedAt: string): boolean {
  return Date.parse(updatedAt) - Date.parse(createdAt) >= 60_000;
}
