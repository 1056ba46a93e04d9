/** The help pages: FAQ, installation guide, device compatibility and how it works. */
export default {
  'help.contactSupport': 'Contact Support',
  'help.readFaq': 'Read the FAQ',
  'help.stepNumber': 'Step {number}:',

  'help.faqPage.title': 'Help Center: Travel eSIM Questions Answered',
  'help.faqPage.description':
    'Answers to common travel eSIM questions: compatibility, installation, activation, calls and refunds. Or contact Roamly support, available 24/7.',
  'help.faqPage.eyebrow': 'Help Center',
  'help.faqPage.heading': 'How Can We Help?',
  'help.faqPage.lead':
    "Quick answers about installing and using your travel eSIM. Can't find what you need? Our team is here 24/7.",
  'help.faqPage.guidesHeading': 'Guides',
  'help.faqPage.installationTitle': 'Installation guide',
  'help.faqPage.installationText': 'Step by step for iPhone and Android',
  'help.faqPage.compatibilityTitle': 'Device compatibility',
  'help.faqPage.compatibilityText': 'Check that your phone supports eSIM',
  'help.faqPage.howItWorksTitle': 'How it works',
  'help.faqPage.howItWorksText': 'From choosing a plan to getting online',
  'help.faqPage.questionsHeading': 'Frequently Asked Questions',
  'help.faqPage.stillHeading': 'Still have questions?',
  'help.faqPage.stillText': 'We reply within 24 hours, and on average in under 2.',

  'help.installationPage.title': 'Install Your eSIM: iPhone & Android Guide',
  'help.installationPage.description':
    'Step-by-step guide to install your Roamly travel eSIM on iPhone, iPad and Android: scan the QR code before you fly, activate when you land.',
  'help.installationPage.eyebrow': 'Installation guide',
  'help.installationPage.heading': 'Install Your eSIM in Minutes',
  'help.installationPage.lead':
    'Follow these five steps on Wi-Fi before you travel, then switch the eSIM on when you arrive.',
  'help.installationPage.importantHeading': 'Important Before You Start',
  'help.installationPage.stepsHeading': 'Choose your device',
  'help.installationPage.beforeYouFlyHeading': 'Before You Fly',
  'help.installationPage.helpHeading': 'Need Help?',
  'help.installationPage.helpText':
    "If something doesn't look right, don't delete the eSIM. Our support team is available 24/7 and will walk you through it.",
  'help.installationTabs.label': 'Your device',
  'help.installationTabs.iphone': 'iPhone / iPad',
  'help.installationTabs.android': 'Android',
  'help.installationTabs.iphoneStepsHeading': 'iPhone / iPad installation steps',
  'help.installationTabs.androidStepsHeading': 'Android installation steps',

  'help.compatibilityPage.title': 'eSIM Compatible Phones: iPhone, Samsung & Pixel',
  'help.compatibilityPage.description':
    'Check if your phone supports eSIM: the iPhone, Samsung Galaxy, Google Pixel and other models that work with Roamly travel eSIMs, and how to check yours.',
  'help.compatibilityPage.eyebrow': 'Before you buy',
  'help.compatibilityPage.heading': 'Device Compatibility',
  'help.compatibilityPage.lead':
    'Your phone needs eSIM support and must be carrier-unlocked. Most phones from the last few years qualify.',
  'help.compatibilityPage.howToCheckHeading': 'How to check',
  'help.compatibilityPage.onIphone': 'On iPhone',
  'help.compatibilityPage.iphonePath': 'Settings → Mobile Data → Add eSIM',
  'help.compatibilityPage.onAndroid': 'On Android',
  'help.compatibilityPage.androidPath': 'Settings → Network & Internet → SIM cards → Add more',
  'help.compatibilityPage.goToBefore': 'Go to',
  'help.compatibilityPage.goToAfter': ". If you can add an eSIM, you're set.",
  'help.compatibilityPage.anyPhone': 'Any phone',
  'help.compatibilityPage.dialBefore': 'Alternatively, dial',
  'help.compatibilityPage.devicesHeading': 'Compatible devices',
  'help.compatibilityPage.devicesLead':
    "Carrier-locked phones can't use a travel eSIM, even on this list.",
  'help.compatibilityPage.notListedHeading': 'Device Not Listed?',
  'help.compatibilityPage.notListedText':
    "Don't worry: many devices released after 2018 support eSIM. To find out about yours:",
  'help.compatibilityPage.askManufacturerStep': 'Check with the manufacturer',
  'help.compatibilityPage.eidStep': 'Look for an EID (dial *#06#)',
  'help.compatibilityPage.contactManufacturerStep': 'Contact the manufacturer',

  // Dial *#06#: the sentence around the code and the EID, shared by the page and the checker.
  'help.eid.dialAfter': '.',
  'help.eid.ifBefore': 'If an',
  'help.eid.abbreviation': 'EID',
  'help.eid.expansion': 'eUICC identifier',
  'help.eid.ifAfter': 'number appears, your phone supports eSIM.',

  'help.deviceChecker.label': 'Device checker',
  'help.deviceChecker.searchLabel': 'Check your phone',
  'help.deviceChecker.hint': 'Type the brand or model to filter the list below.',
  'help.deviceChecker.placeholder': 'e.g. iPhone 13, Galaxy S23, Pixel 7a',
  'help.deviceChecker.adviceHeading': 'What to check instead',
  'help.deviceChecker.adviceLead':
    'It may still work: many phones released after 2018 support eSIM.',
  'help.deviceChecker.dialBefore': 'Dial',
  'help.deviceChecker.settingsBefore': 'Look in Settings for an',
  'help.deviceChecker.settingsOption': '“Add eSIM”',
  'help.deviceChecker.settingsAfter':
    'option (iPhone: Settings → Mobile Data; Android: Settings → Network & Internet → SIM cards).',
  'help.deviceChecker.unlockedBefore': 'Make sure the phone is',
  'help.deviceChecker.unlocked': 'carrier-unlocked',
  'help.deviceChecker.unlockedAfter': '.',
  'help.deviceChecker.askManufacturer': 'Ask the manufacturer whether your model supports eSIM.',
  // Set by the checker's script as the visitor types.
  'help.deviceStatus.notListed': '"{query}" is not on our list.',
  'help.deviceStatus.compatibleMatches.one': '{count} compatible model matches "{query}"',
  'help.deviceStatus.compatibleMatches.other': '{count} compatible models match "{query}"',
  'help.deviceStatus.mixedMatches.one':
    '{count} model matches "{query}": {compatible} compatible, {notCompatible} not compatible',
  'help.deviceStatus.mixedMatches.other':
    '{count} models match "{query}": {compatible} compatible, {notCompatible} not compatible',

  'help.deviceLists.otherBrands': 'Other Brands',
  'help.deviceLists.deviceCount.one': '{count} device',
  'help.deviceLists.deviceCount.other': '{count} devices',
  'help.deviceLists.compatible': 'Compatible',
  'help.deviceLists.notCompatible': 'Not compatible',

  'help.stillUnsure.before': 'Still unsure?',
  'help.stillUnsure.link': 'Ask our support team',
  'help.stillUnsure.after': 'before you buy.',

  'help.howItWorksPage.title': 'How Travel eSIMs Work: 4 Simple Steps',
  'help.howItWorksPage.description':
    'Choose your destination, pick a data plan, get your QR code by e-mail and scan it. How Roamly travel eSIMs get you online abroad in minutes.',
  'help.howItWorksPage.eyebrow': 'How it works',
  'help.howItWorksPage.heading': 'Get Online Abroad in 4 Simple Steps',
  'help.howItWorksPage.lead':
    'No plastic SIM, no roaming surprises. Buy a prepaid data plan before you go and connect the moment you land.',
  'help.howItWorksPage.stepsHeading': 'The four steps',
  'help.howItWorksPage.ctaHeading': 'Ready for your trip?',
  'help.howItWorksPage.ctaText':
    'Plans for 190+ countries, with 7, 14 or 30 days of validity starting when you activate.',
  'help.howItWorksPage.browsePlans': 'Browse Plans',
  'help.howItWorksPage.checkDevice': 'Check your device',
} as const;
