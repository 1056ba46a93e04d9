import { describe, expect, test } from 'vitest';
import { inAppBrowserOf, installDeviceOf, iosVersionOf } from './install-device.ts';

/** Real user agents, one per kind of screen a customer opens My Orders on. */
const SAFARI_17_4 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const SAFARI_17_3 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3.1 Mobile/15E148 Safari/604.1';
/** Safari 26 keeps the system version in the user agent at 18_6 and gives its own in Version/. */
const SAFARI_26 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Mobile/15E148 Safari/604.1';
const CHROME_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/125.0.6422.80 Mobile/15E148 Safari/604.1';
const CHROME_IOS_16 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_7_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/125.0.6422.80 Mobile/15E148 Safari/604.1';
const PIXEL_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.6422.113 Mobile Safari/537.36';
const SAMSUNG_INTERNET =
  'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:126.0) Gecko/126.0 Firefox/126.0';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36';
const FIREFOX_ANDROID_TABLET =
  'Mozilla/5.0 (Android 14; Tablet; rv:126.0) Gecko/126.0 Firefox/126.0';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36';
const LINUX_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0';

/**
 * The built-in browsers of apps that open links inside themselves, as each one announces itself.
 */
const IN_APP: [app: string, userAgent: string, os: 'ios' | 'android'][] = [
  [
    'Instagram',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 325.0.3.22.106 (iPhone14,5; iOS 17_4_1; en_US; en; scale=3.00; 1170x2532; 585791156)',
    'ios',
  ],
  [
    'Instagram',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240405.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 Instagram 327.0.0.33.120 Android (34/14; 420dpi; 1080x2400; Google/google; Pixel 8; shiba; shiba; en_US; 588211416)',
    'android',
  ],
  [
    'Facebook',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/457.0.0.38.113;FBBV/586541209;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/0]',
    'ios',
  ],
  [
    'Facebook',
    'Mozilla/5.0 (Linux; Android 14; SM-S921B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/458.0.0.44.108;]',
    'android',
  ],
  [
    'Messenger',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/MessengerForiOS;FBAV/452.0.0.36.107;FBBV/579036131;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBCR/;FBID/phone;FBLC/en_US;FBOP/5]',
    'ios',
  ],
  [
    'Messenger',
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/AP1A.240505.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.179 Mobile Safari/537.36 [FB_IAB/Orca-Android;FBAV/455.0.0.41.109;]',
    'android',
  ],
  [
    'TikTok',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_34.1.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US FalconTag/0 BytedanceWebview/d8a21c6',
    'ios',
  ],
  [
    'TikTok',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240405.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 trill_340103 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/34.1.3 ByteLocale/en BytedanceWebview/d8a21c6',
    'android',
  ],
  [
    'LinkedIn',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.29.7720',
    'ios',
  ],
  [
    'Snapchat',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/13.0.0.40 (like Safari/8617.1.17.10.9, panda)',
    'ios',
  ],
  [
    'LINE',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.3.0',
    'ios',
  ],
  [
    'LINE',
    'Mozilla/5.0 (Linux; Android 14; SM-S921B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 Line/14.3.1/IAB',
    'android',
  ],
  [
    'WeChat',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/en',
    'ios',
  ],
  [
    'google-app',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/306.0.614141920 Mobile/15E148 Safari/604.1',
    'ios',
  ],
  [
    'X',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240405.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 TwitterAndroid',
    'android',
  ],
  [
    'Pinterest',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [Pinterest/iOS]',
    'ios',
  ],
  [
    'Telegram',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240405.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 Telegram-Android/10.12.0 (Google Pixel 8; Android 14; SDK 34; HIGH)',
    'android',
  ],
];

/** Any other app showing a page in Android's WebView: it adds `; wv` to the user agent. */
const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240405.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36';

describe('the phone in hand installs from a link', () => {
  test.each([
    ['Safari on iOS 17.4', SAFARI_17_4, 'ios'],
    ['Safari 26 (its system version held at 18_6)', SAFARI_26, 'ios'],
    ['Chrome on iOS 17.5', CHROME_IOS, 'ios'],
    ['Chrome on a Pixel', PIXEL_CHROME, 'android'],
    ['Samsung Internet', SAMSUNG_INTERNET, 'android'],
    ['Firefox on an Android phone', FIREFOX_ANDROID, 'android'],
  ] as const)('%s', (_name, userAgent, os) => {
    expect(installDeviceOf(userAgent)).toEqual({ kind: 'phone', os });
  });
});

describe('an iPhone older than iOS 17.4 cannot, and types the details in', () => {
  test.each([
    ['Safari on iOS 17.3.1', SAFARI_17_3],
    ['Chrome on iOS 16.7', CHROME_IOS_16],
  ])('%s', (_name, userAgent) => {
    expect(installDeviceOf(userAgent)).toEqual({ kind: 'old-iphone' });
  });
});

describe('a computer or a tablet scans the QR code with the phone that will travel', () => {
  test.each([
    ['an iPad', IPAD],
    ['an Android tablet in Chrome', ANDROID_TABLET],
    ['an Android tablet in Firefox', FIREFOX_ANDROID_TABLET],
    ['a Mac (and an iPad asking for the desktop site)', MAC_SAFARI],
    ['Windows', WINDOWS_CHROME],
    ['Linux', LINUX_FIREFOX],
    ['no user agent', ''],
  ])('%s', (_name, userAgent) => {
    expect(installDeviceOf(userAgent)).toEqual({ kind: 'screen' });
  });

  test('an app’s browser on a tablet still shows the QR code: scanning works from any browser', () => {
    const instagramOnIpad = IPAD.replace('Safari/604.1', 'Instagram 325.0.3.22.106');
    expect(installDeviceOf(instagramOnIpad)).toEqual({ kind: 'screen' });
  });
});

describe('an app’s built-in browser on a phone is sent to the phone’s own browser', () => {
  test.each(IN_APP)('%s (%s)', (app, userAgent, os) => {
    expect(inAppBrowserOf(userAgent)).toBe(app);
    expect(installDeviceOf(userAgent)).toEqual({ kind: 'in-app', os, app });
  });

  test('an unnamed app using Android’s WebView is still an app’s browser', () => {
    expect(inAppBrowserOf(ANDROID_WEBVIEW)).toBe('unnamed-app');
    expect(installDeviceOf(ANDROID_WEBVIEW)).toEqual({
      kind: 'in-app',
      os: 'android',
      app: 'unnamed-app',
    });
  });

  test('an app’s browser on an old iPhone is sent to Safari first', () => {
    const instagramOnIos16 = IN_APP[0]![1].replaceAll('17_4_1', '16_7_8');
    expect(installDeviceOf(instagramOnIos16)).toEqual({
      kind: 'in-app',
      os: 'ios',
      app: 'Instagram',
    });
  });

  test.each([
    ['Safari', SAFARI_17_4],
    ['Chrome on iOS', CHROME_IOS],
    ['Chrome on Android', PIXEL_CHROME],
    ['Samsung Internet', SAMSUNG_INTERNET],
    ['Firefox on Android', FIREFOX_ANDROID],
    ['a desktop', WINDOWS_CHROME],
  ])('the phone’s own browser is no app: %s', (_name, userAgent) => {
    expect(inAppBrowserOf(userAgent)).toBeNull();
  });

  test('words that merely contain an app’s name are not that app', () => {
    expect(inAppBrowserOf(`${PIXEL_CHROME} Online/1.0 Deadline/2`)).toBeNull();
    expect(inAppBrowserOf(`${SAFARI_17_4} Xtwitter Snapchatty`)).toBeNull();
  });
});

describe('the iOS version', () => {
  test.each([
    [SAFARI_17_4, [17, 4]],
    [SAFARI_17_3, [17, 3]],
    [SAFARI_26, [26, 0]],
    [CHROME_IOS, [17, 5]],
    [CHROME_IOS_16, [16, 7]],
    [IN_APP[0]![1], [17, 4]],
  ])('%s is %j', (userAgent, version) => {
    expect(iosVersionOf(userAgent)).toEqual(version);
  });

  test('a device that is not iOS has none', () => {
    expect(iosVersionOf(PIXEL_CHROME)).toBeNull();
    expect(iosVersionOf(MAC_SAFARI)).toBeNull();
  });
});
