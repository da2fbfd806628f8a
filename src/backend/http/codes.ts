import type { CodesApi } from '../contract';
import type { Code, CodeInput } from '../../domain/code';
import type { HttpClient } from './client';
import { httpRecords } from './records';

export function createHttpCodes(client: HttpClient): CodesApi {
  const { list, create, update, remove } = httpRecords<Code, CodeInput>(client, 'codes', 'code');
  return { list, create, update, remove };
}
