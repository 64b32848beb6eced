import type { RendererMap } from './renderer';

export const reminderRenderers: RendererMap = {};
