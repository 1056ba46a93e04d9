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
  'esims.noData.title': 'No data since you arrived in {country}?',
  'esims.noData.titleNoCountry': 'No data on your eSIM yet?',
  'esims.noData.intro':
    'Your eSIM has reached a network, but no data has gone through it yet. One of these three settings is almost always the reason:',
  'esims.noData.roamingTitle': 'Turn on data roaming for the eSIM line',
  'esims.noData.roamingIphone':
    'iPhone: Settings → Mobile Data (Cellular) → your eSIM line → turn on Data Roaming.',
  'esims.noData.roamingAndroid':
    'Android: Settings → Connections → Mobile networks → Data roaming (Samsung), or Settings → Network & internet → SIMs → your eSIM → Roaming (Pixel).',
  'esims.noData.dataLineTitle': 'Use the eSIM for mobile data',
  'esims.noData.dataLineIphone':
    'iPhone: Settings → Mobile Data (Cellular) → Mobile Data → choose your eSIM line, and turn off Allow Mobile Data Switching.',
  'esims.noData.dataLineAndroid':
    'Android: Settings → Connections → SIM manager → Mobile data → your eSIM (Samsung), or Settings → Network & internet → SIMs → your eSIM → turn on Mobile data (Pixel).',
  'esims.noData.networkTitle': 'Be on a network your plan uses',
  'esims.noData.networksKnown': 'In {country}, your plan uses {networks}.',
  'esims.noData.seenOn': 'Your phone was last seen on {network}.',
  'esims.noData.networkIphone':
    'iPhone: Settings → Mobile Data (Cellular) → your eSIM line → Network Selection → turn off Automatic and pick the network by hand.',
  'esims.noData.networkAndroid':
    'Android: Settings → Connections → Mobile networks → Network operators (Samsung), or your eSIM’s settings → turn off Automatically select network (Pixel), then pick the network by hand.',
  'esims.noData.restart': 'Then turn Airplane Mode on and off once.',
  'esims.noData.help': 'Still no data? We will sort it out with you.',
  'esims.noData.chat': 'Open the chat',
  'esims.noData.contact': 'Contact us',
  'esims.noDataMail.subject': 'No data yet? Three quick checks',
  'esims.noDataMail.preheader':
    'Your eSIM is on a network, but no data has gone through it yet. Three settings to check.',
  'esims.noDataMail.help':
    'Still no data? Use the chat on our site or write to us from the contact page, and we will help you straight away. These steps are also on your eSIM in My Orders.',
} as const;
