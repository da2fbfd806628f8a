import type { EquipmentApi } from '../contract';
import type { EquipmentInput, EquipmentItem } from '../../domain/equipment';
import type { HttpClient } from './client';
import { httpRecords } from './records';

export function createHttpEquipment(client: HttpClient): EquipmentApi {
  const { list, get, create, update, remove } = httpRecords<EquipmentItem, EquipmentInput>(
    client,
    'equipment',
    'item',
  );
  return { list, get, create, update, remove };
}
