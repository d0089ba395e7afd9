import { describe, expect, it } from 'vitest';
import { deviceProperties } from './device';

const UA = {
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  safariIpad: 'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/604.1',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:133.0) Gecko/20100101 Firefox/133.0',
  bot: 'curl/8.10',
};

describe('deviceProperties', () => {
  it.each([
    [UA.chromeLinux, 1280, false, { device_type: 'desktop', browser: 'Chrome', browser_version: '142', os: 'Linux' }],
    [UA.edgeWindows, 1920, false, { device_type: 'desktop', browser: 'Edge', browser_version: '142', os: 'Windows' }],
    [UA.safariIphone, 390, true, { device_type: 'mobile', browser: 'Safari', browser_version: '18', os: 'iOS' }],
    [UA.safariIpad, 1024, true, { device_type: 'tablet', browser: 'Safari', browser_version: '18', os: 'iOS' }],
    [UA.chromeAndroid, 412, true, { device_type: 'mobile', browser: 'Chrome', browser_version: '142', os: 'Android' }],
    [UA.firefoxMac, 1440, false, { device_type: 'desktop', browser: 'Firefox', browser_version: '133', os: 'macOS' }],
    [UA.bot, 800, false, { device_type: 'desktop', browser: 'Other', browser_version: '', os: 'Other' }],
    // A phone-sized touch screen whose agent hides it (desktop mode) is still a phone.
    [UA.chromeLinux, 390, true, { device_type: 'mobile', browser: 'Chrome', browser_version: '142', os: 'Linux' }],
  ])('%s at %i px (touch %s)', (userAgent, width, touch, expected) => {
    const properties = deviceProperties({ userAgent, language: 'en-AU', screenWidth: width, screenHeight: 800, viewportWidth: width, touch });
    expect(properties).toMatchObject({ ...expected, language: 'en-AU', screen: `${width}x800`, viewport_width: width, user_agent: userAgent });
  });
});
