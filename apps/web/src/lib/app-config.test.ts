import { describe, expect, it } from 'vitest';
import { parseAppConfig, parsePaymentConfig, readAppConfig } from './app-config';

describe('app config', () => {
  it('reads the injected meta tag', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.head.innerHTML = `<meta name="app-config" content='{"devGate":true,"productionHosts":["yangdee.co.th"],"mapTileUrl":"https://tiles.example/{z}/{x}/{y}.png"}'>`;
    expect(readAppConfig(doc)).toEqual({
      devGate: true,
      productionHosts: ['yangdee.co.th'],
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
    });
  });

  it('falls back to safe defaults', () => {
    expect(parseAppConfig('{}')).toEqual({ devGate: false, productionHosts: [], mapTileUrl: '' });
    expect(parseAppConfig('not json')).toEqual({
      devGate: false,
      productionHosts: [],
      mapTileUrl: '',
    });
    expect(parseAppConfig(null)).toEqual({ devGate: false, productionHosts: [], mapTileUrl: '' });
    expect(parseAppConfig('{"devGate":"yes","productionHosts":[1,"a"]}')).toEqual({
      devGate: false,
      productionHosts: ['a'],
      mapTileUrl: '',
    });
  });

  it('reads the payment provider URL and public key, sandbox by default', () => {
    expect(
      parsePaymentConfig(
        '{"paymentProvider":"gbprimepay","paymentApiUrl":"https://pay.example/","paymentPublicKey":"pk"}',
      ),
    ).toEqual({
      paymentProvider: 'gbprimepay',
      paymentApiUrl: 'https://pay.example',
      paymentPublicKey: 'pk',
    });
    expect(parsePaymentConfig('broken')).toEqual({
      paymentProvider: 'sandbox',
      paymentApiUrl: '',
      paymentPublicKey: '',
    });
  });
});
