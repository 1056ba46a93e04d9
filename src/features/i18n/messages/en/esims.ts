/** A delivered eSIM on its order card: how to install it on the screen in hand, and its status. */
export default {
  'esims.installLabel': 'Install this eSIM',
  'esims.beforeYouFly':
    'Before you fly, turn off data roaming on your home line and choose this eSIM for mobile data, or you may get a roaming bill from home.',
  'esims.beforeYouFlyLink': 'How to set it',
  'esims.cannotScan': "Can't scan it? Type these into the phone's eSIM settings instead:",
  'esims.enterByHand': 'Enter the details by hand',
  'esims.showQrCode': 'Show the QR code for another device',
  'esims.installOnIphone': 'Install on this iPhone',
  'esims.installOnIphoneNext':
    'Your iPhone asks you to confirm, then adds the eSIM. Your plan starts only when it first connects at your destination.',
  'esims.installOnAndroid': 'Install on this Android phone',
  'esims.installOnAndroidNext':
    'Your phone asks you to confirm, then adds the eSIM (if its maker supports this; if not, enter the details by hand). Your plan starts only when it first connects at your destination.',

  'esims.openInBrowser': 'Open this page in {browser}',
  /** `{app}` is a brand ('Instagram') or esims.googleApp / esims.unnamedApp. */
  'esims.inAppBrowserText':
    "{app}'s built-in browser cannot install an eSIM. Use the app's menu (••• or ⋮) to open this page in {browser}, or copy the link and paste it there. You may need to sign in again.",
  'esims.googleApp': 'the Google app',
  'esims.unnamedApp': 'this app',
  'esims.copyLink': 'Copy link',
  'esims.linkName': 'link',
  'esims.oldIphoneHeading': 'One-tap install needs iOS 17.4 or later',
  'esims.oldIphoneText':
    'Update your iPhone in Settings → General → Software Update, or add the eSIM by hand: Settings → Mobile Data (or Cellular) → Add eSIM → Use QR Code → Enter Details Manually, then type in the two details below.',

  'esims.smdpAddress': 'SM-DP+ address',
  'esims.activationCode': 'Activation code',
  'esims.copy': 'Copy',
  'esims.copyName': 'Copy {name}',
  'esims.copied': 'Copied',
  'esims.copyFailed': 'Select it to copy',
  'esims.onClipboard': 'The {name} is on the clipboard',

  'esims.statusHeading': 'eSIM status',
  'esims.refresh': 'Refresh',
  'esims.checking': 'Checking your eSIM…',
  'esims.statusNotInstalled': 'Not installed yet',
  'esims.statusInstalled': 'Installed',
  'esims.statusActive': 'Active',
  'esims.statusUsedUp': 'Used up',
  'esims.statusExpired': 'Expired',
  'esims.statusUnknown': 'Status unknown',
  'esims.daysLeft.one': '{count} day left',
  'esims.daysLeft.other': '{count} days left',
  'esims.queuedHeading': 'Queued after this plan:',
  'esims.checkedJustNow': 'Checked just now',
  'esims.checkedMinutesAgo.one': 'Checked {count} min ago',
  'esims.checkedMinutesAgo.other': 'Checked {count} min ago',
  'esims.checkedHoursAgo.one': 'Checked {count} h ago',
  'esims.checkedHoursAgo.other': 'Checked {count} h ago',
} as const;
