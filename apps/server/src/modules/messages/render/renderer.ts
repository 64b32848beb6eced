import type { MessageKind } from '@yangdee/contracts/messages';
import type { LineMessage } from '../../../providers/line/line-messaging';

// What a message looks like on each channel (issue 35). A renderer turns the outbox row's data
// into the SMS text (≤ 140 characters, two Thai segments) and the LINE messages (a Thai flex
// message with a button back to the order, and the same text as its altText).

export type RenderContext = {
  /** The public address of the web app, without a trailing slash, for links. */
  webUrl: string;
};

export type RenderedMessage = {
  /** The text form: the SMS, and what the history shows. */
  text: string;
  line: LineMessage[];
};

export type Renderer = (data: Record<string, unknown>, ctx: RenderContext) => RenderedMessage;

export type RendererMap = Partial<Record<MessageKind, Renderer>>;
