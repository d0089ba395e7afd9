import { describe, expect, it } from 'vitest';
import { opensPopup, popupFeatures, SHARE_POLL_MS, SHARE_WINDOW, shareUrl, type ShareTarget } from './share-links';

const url = 'https://harbourtoyota.example/cars/2022-toyota-corolla?x=1&y=2';
const title = 'Corolla & more';

describe('shareUrl', () => {
  it.each<[ShareTarget, string]>([
    ['facebook', 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fharbourtoyota.example%2Fcars%2F2022-toyota-corolla%3Fx%3D1%26y%3D2'],
    ['x', 'https://twitter.com/intent/tweet?url=https%3A%2F%2Fharbourtoyota.example%2Fcars%2F2022-toyota-corolla%3Fx%3D1%26y%3D2&text=Corolla%20%26%20more'],
    ['linkedin', 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fharbourtoyota.example%2Fcars%2F2022-toyota-corolla%3Fx%3D1%26y%3D2'],
    ['whatsapp', 'https://wa.me/?text=Corolla%20%26%20more%20https%3A%2F%2Fharbourtoyota.example%2Fcars%2F2022-toyota-corolla%3Fx%3D1%26y%3D2'],
    ['email', 'mailto:?subject=Corolla%20%26%20more&body=https%3A%2F%2Fharbourtoyota.example%2Fcars%2F2022-toyota-corolla%3Fx%3D1%26y%3D2'],
  ])('%s', (target, expected) => {
    expect(shareUrl(target, url, title)).toBe(expected);
  });

  it.each<[ShareTarget, boolean]>([
    ['facebook', true],
    ['x', true],
    ['linkedin', true],
    ['whatsapp', true],
    ['email', false],
  ])('%s opens a popup: %s', (target, popup) => {
    expect(opensPopup(target)).toBe(popup);
  });
});

describe('popup (SPEC 9: 550x400, polled every second)', () => {
  it('uses the SPEC size and poll interval', () => {
    expect(SHARE_WINDOW).toEqual({ width: 550, height: 400 });
    expect(SHARE_POLL_MS).toBe(1000);
  });

  it.each([
    [{ screenX: 0, screenY: 0, outerWidth: 1280, outerHeight: 900 }, 'popup=yes,width=550,height=400,left=365,top=250'],
    [{ screenX: 100, screenY: 50, outerWidth: 390, outerHeight: 300 }, 'popup=yes,width=550,height=400,left=20,top=0'],
    [{ screenX: 0, screenY: 0, outerWidth: 300, outerHeight: 200 }, 'popup=yes,width=550,height=400,left=0,top=0'],
  ])('centres on the opener %j', (opener, features) => {
    expect(popupFeatures(opener)).toBe(features);
  });
});
