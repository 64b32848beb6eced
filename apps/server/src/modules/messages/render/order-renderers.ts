import type { RendererMap } from './renderer';

export const orderRenderers: RendererMap = {};
