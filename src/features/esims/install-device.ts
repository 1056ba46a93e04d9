/**
 * Which way of installing an eSIM fits the screen a customer is reading, told from its user
 * agent: a phone that installs from a link, an iPhone too old for that, an app's built-in browser
 * (where the links fail), or a computer or tablet (which shows the QR code). Pure: the install
 * island imports it.
 */

export type PhoneOs = 'ios' | 'android';

/**
 * The app whose built-in browser shows the page: its brand ('Instagram'), or 'google-app' and
 * 'unnamed-app' (an app using Android's WebView) for the two the page names in words.
 */
export type InAppBrowser = string;

export type InstallDevice =
  /** iOS 17.4 or later, or an Android phone: the one-tap link. */
  | { kind: 'phone'; os: PhoneOs }
  /** An iPhone before iOS 17.4: the link does nothing there, the details are typed in. */
  | { kind: 'old-iphone' }
  /** A phone showing the page inside an app: open it in the phone's own browser first. */
  | { kind: 'in-app'; os: PhoneOs; app: InAppBrowser }
  /** A computer or a tablet: scanned by the phone that will travel. */
  | { kind: 'screen' };

/** The first iOS version that installs an eSIM from Apple's setup link. */
const ONE_TAP_IOS: [major: number, minor: number] = [17, 4];

/**
 * Apps that open links in a browser of their own, by the token each adds to its user agent
 * (Messenger before Facebook: it carries Facebook's tokens too). Apps using Safari's or Chrome's
 * own view send that browser's user agent and cannot be told apart from it.
 */
const IN_APP_BROWSERS: [app: InAppBrowser, token: RegExp][] = [
  ['Instagram', /\bInstagram\b/],
  ['Messenger', /\bFBAN\/Messenger|\bFB_IAB\/Orca-Android\b/],
  ['Facebook', /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b/],
  ['TikTok', /\bmusical_ly_|\btrill_\d|\bBytedanceWebview\//],
  ['LinkedIn', /\[LinkedInApp\]/],
  ['Snapchat', /\bSnapchat\//],
  ['LINE', /\bLine\/\d/],
  ['WeChat', /\bMicroMessenger\//],
  ['google-app', /\bGSA\/\d/],
  ['X', /\bTwitterAndroid\b|\bTwitter for iPhone\b/],
  ['Pinterest', /\[Pinterest\/(iOS|Android)\]/],
  ['Telegram', /\bTelegram-Android\//],
];

/** Android's WebView, which any app may use to show a page, marks itself with `; wv)`. */
const ANDROID_WEBVIEW = /;\s?wv\)/;

/**
 * The app whose built-in browser shows the page ('unnamed-app' for an unnamed one in Android's
 * WebView), or null.
 */
export function inAppBrowserOf(userAgent: string): InAppBrowser | null {
  const named = IN_APP_BROWSERS.find(([, token]) => token.test(userAgent));
  if (named) return named[0];
  return ANDROID_WEBVIEW.test(userAgent) ? 'unnamed-app' : null;
}

/**
 * The iOS version of an iPhone, iPad or iPod, or null for another device: the newer of the system
 * version and Safari's, since Safari 26 keeps the system version at 18_6 and gives the real one
 * as `Version/26.0` (Safari's version is the system's).
 */
export function iosVersionOf(userAgent: string): [major: number, minor: number] | null {
  const system = /\b(?:iPhone|CPU) OS (\d+)_(\d+)/.exec(userAgent);
  if (!system || !/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return null;
  const safari = /\bVersion\/(\d+)(?:\.(\d+))?/.exec(userAgent);
  const versions: [number, number][] = [[Number(system[1]), Number(system[2])]];
  if (safari) versions.push([Number(safari[1]), Number(safari[2] ?? 0)]);
  return versions.reduce((newest, version) => (isBefore(newest, version) ? version : newest));
}

const isBefore = (a: [number, number], b: [number, number]) =>
  a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

/**
 * How this screen installs. Only phones install on themselves: an iPad (Safari on iPadOS poses as
 * a Mac anyway) and an Android tablet (no `Mobile` in its user agent) show the QR code, as a
 * computer does. A phone in an app's browser is sent to its own browser, whatever its version.
 */
export function installDeviceOf(userAgent: string): InstallDevice {
  const os: PhoneOs | null = /\b(iPhone|iPod)\b/.test(userAgent)
    ? 'ios'
    : /\bAndroid\b/.test(userAgent) && /\bMobile\b/.test(userAgent)
      ? 'android'
      : null;
  if (os === null) return { kind: 'screen' };
  const app = inAppBrowserOf(userAgent);
  if (app !== null) return { kind: 'in-app', os, app };
  const version = iosVersionOf(userAgent);
  if (os === 'ios' && version !== null && isBefore(version, ONE_TAP_IOS))
    return { kind: 'old-iphone' };
  return { kind: 'phone', os };
}
