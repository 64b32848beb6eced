import type { SearchProductResponse } from '@yangdee/contracts/catalog';

/** A search's answer as an object: from memory it comes as ready JSON bytes. */
export function parsedSearch(answer: SearchProductResponse | Buffer): SearchProductResponse {
  return Buffer.isBuffer(answer)
    ? (JSON.parse(answer.toString()) as SearchProductResponse)
    : answer;
}
