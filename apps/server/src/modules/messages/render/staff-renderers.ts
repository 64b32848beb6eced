import type { RendererMap } from './renderer';

export const staffRenderers: RendererMap = {};
