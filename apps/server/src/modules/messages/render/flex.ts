import type { LineMessage } from '../../../providers/line/line-messaging';

// One Thai flex bubble for every message (issue 35 item 2): the brand, a title, the rows that
// matter (order number, shop, date, tyres…), and one button back to the page it is about. The
// text form (`altText`) is what notifications and a phone's lock screen show.

export type FlexCard = {
  title: string;
  /** Label and value rows, e.g. ['คำสั่งซื้อ', 'YD-2611-0001']. */
  rows?: readonly (readonly [string, string])[];
  /** Free lines under the rows, e.g. each tyre with its quantity. */
  lines?: readonly string[];
  button?: { label: string; url: string };
};

const BRAND_COLOUR = '#0f766e';

const text = (value: string, extra: Record<string, unknown> = {}) => ({
  type: 'text',
  text: value,
  wrap: true,
  ...extra,
});

export function flexMessage(altText: string, card: FlexCard): LineMessage {
  const rows = (card.rows ?? []).map(([label, value]) => ({
    type: 'box',
    layout: 'baseline',
    spacing: 'sm',
    contents: [
      text(label, { size: 'sm', color: '#6b7280', flex: 2 }),
      text(value, { size: 'sm', color: '#111827', flex: 5 }),
    ],
  }));
  const lines = (card.lines ?? []).map((line) => text(line, { size: 'sm', color: '#111827' }));
  const bubble: Record<string, unknown> = {
    type: 'bubble',
    header: {
      type: 'box',
      layout: 'vertical',
      backgroundColor: BRAND_COLOUR,
      contents: [text('ยางดี', { color: '#ffffff', weight: 'bold', size: 'sm' })],
    },
    body: {
      type: 'box',
      layout: 'vertical',
      spacing: 'md',
      contents: [text(card.title, { weight: 'bold', size: 'md' }), ...rows, ...lines],
    },
  };
  if (card.button) {
    bubble.footer = {
      type: 'box',
      layout: 'vertical',
      contents: [
        {
          type: 'button',
          style: 'primary',
          color: BRAND_COLOUR,
          action: { type: 'uri', label: card.button.label.slice(0, 40), uri: card.button.url },
        },
      ],
    };
  }
  // LINE caps altText at 400 characters.
  return { type: 'flex', altText: altText.slice(0, 400), contents: bubble };
}
