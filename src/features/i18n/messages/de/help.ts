/** The help pages: FAQ, installation guide, device compatibility and how it works. */
import type { Translation } from '../index.ts';
import type english from '../en/help.ts';

export default {
  'help.contactSupport': 'Support kontaktieren',
  'help.readFaq': 'Zu den FAQ',
  'help.stepNumber': 'Schritt {number}:',

  'help.faqPage.title': 'Hilfe-Center: Antworten rund um Reise-eSIMs',
  'help.faqPage.description':
    'Antworten rund um Reise-eSIMs: Kompatibilität, Installation, Aktivierung, Anrufe und Erstattungen. Oder frag den Roamly-Support, Tag und Nacht.',
  'help.faqPage.eyebrow': 'Hilfe-Center',
  'help.faqPage.heading': 'Wie können wir helfen?',
  'help.faqPage.lead':
    'Schnelle Antworten zur Installation und Nutzung deiner Reise-eSIM. Nichts Passendes gefunden? Unser Team ist rund um die Uhr für dich da.',
  'help.faqPage.guidesHeading': 'Anleitungen',
  'help.faqPage.installationTitle': 'Installationsanleitung',
  'help.faqPage.installationText': 'Schritt für Schritt für iPhone und Android',
  'help.faqPage.compatibilityTitle': 'Gerätekompatibilität',
  'help.faqPage.compatibilityText': 'Prüfe, ob dein Handy eSIM unterstützt',
  'help.faqPage.howItWorksTitle': 'So funktioniert’s',
  'help.faqPage.howItWorksText': 'Von der Tarifwahl bis ins Netz',
  'help.faqPage.questionsHeading': 'Häufige Fragen',
  'help.faqPage.stillHeading': 'Noch Fragen?',
  'help.faqPage.stillText':
    'Wir antworten innerhalb von 24 Stunden, im Schnitt sogar in unter 2 Stunden.',

  'help.installationPage.title': 'eSIM installieren: Anleitung für iPhone & Android',
  'help.installationPage.description':
    'Schritt für Schritt: So installierst du deine Roamly-Reise-eSIM auf iPhone, iPad und Android. QR-Code vor dem Abflug scannen, nach der Landung aktivieren.',
  'help.installationPage.eyebrow': 'Installationsanleitung',
  'help.installationPage.heading': 'Deine eSIM in wenigen Minuten installiert',
  'help.installationPage.lead':
    'Folge diesen fünf Schritten vor der Reise im WLAN und schalte die eSIM bei der Ankunft ein.',
  'help.installationPage.importantHeading': 'Wichtig, bevor du loslegst',
  'help.installationPage.stepsHeading': 'Wähle dein Gerät',
  'help.installationPage.beforeYouFlyHeading': 'Vor dem Abflug',
  'help.installationPage.helpHeading': 'Brauchst du Hilfe?',
  'help.installationPage.helpText':
    'Wenn etwas nicht stimmt, lösche die eSIM nicht. Unser Support-Team ist rund um die Uhr da und führt dich Schritt für Schritt durch.',
  'help.installationTabs.label': 'Dein Gerät',
  'help.installationTabs.iphone': 'iPhone / iPad',
  'help.installationTabs.android': 'Android',
  'help.installationTabs.iphoneStepsHeading': 'Installation auf iPhone / iPad',
  'help.installationTabs.androidStepsHeading': 'Installation auf Android',

  'help.compatibilityPage.title': 'eSIM-fähige Handys: iPhone, Samsung & Pixel',
  'help.compatibilityPage.description':
    'Unterstützt dein Handy eSIM? Die iPhone-, Samsung-Galaxy-, Google-Pixel- und weiteren Modelle für Roamly-Reise-eSIMs – und wie du deins prüfst.',
  'help.compatibilityPage.eyebrow': 'Vor dem Kauf',
  'help.compatibilityPage.heading': 'Gerätekompatibilität',
  'help.compatibilityPage.lead':
    'Dein Handy muss eSIM unterstützen und frei von SIM-Lock sein. Die meisten Handys der letzten Jahre erfüllen das.',
  'help.compatibilityPage.howToCheckHeading': 'So prüfst du es',
  'help.compatibilityPage.onIphone': 'Auf dem iPhone',
  'help.compatibilityPage.iphonePath': 'Einstellungen → Mobilfunk → eSIM hinzufügen',
  'help.compatibilityPage.onAndroid': 'Auf Android',
  'help.compatibilityPage.androidPath':
    'Einstellungen → Netzwerk & Internet → SIMs → SIM hinzufügen',
  'help.compatibilityPage.goToBefore': 'Öffne',
  'help.compatibilityPage.goToAfter': '. Kannst du dort eine eSIM hinzufügen, bist du startklar.',
  'help.compatibilityPage.anyPhone': 'Jedes Handy',
  'help.compatibilityPage.dialBefore': 'Oder wähle',
  'help.compatibilityPage.devicesHeading': 'Kompatible Geräte',
  'help.compatibilityPage.devicesLead':
    'Handys mit SIM-Lock können keine Reise-eSIM nutzen, auch wenn sie auf dieser Liste stehen.',
  'help.compatibilityPage.notListedHeading': 'Dein Gerät fehlt?',
  'help.compatibilityPage.notListedText':
    'Keine Sorge: Viele Geräte, die nach 2018 erschienen sind, unterstützen eSIM. So findest du es für deins heraus:',
  'help.compatibilityPage.askManufacturerStep': 'Beim Hersteller nachsehen',
  'help.compatibilityPage.eidStep': 'Nach einer EID suchen (*#06# wählen)',
  'help.compatibilityPage.contactManufacturerStep': 'Den Hersteller kontaktieren',

  // Dial *#06#: the sentence around the code and the EID, shared by the page and the checker.
  'help.eid.dialAfter': '.',
  'help.eid.ifBefore': 'Wird eine',
  'help.eid.abbreviation': 'EID',
  'help.eid.expansion': 'eUICC-Kennung',
  'help.eid.ifAfter': 'angezeigt, unterstützt dein Handy eSIM.',

  'help.deviceChecker.label': 'Geräte-Check',
  'help.deviceChecker.searchLabel': 'Prüfe dein Handy',
  'help.deviceChecker.hint': 'Gib die Marke oder das Modell ein, um die Liste unten zu filtern.',
  'help.deviceChecker.placeholder': 'z. B. iPhone 13, Galaxy S23, Pixel 7a',
  'help.deviceChecker.adviceHeading': 'Was du stattdessen prüfen kannst',
  'help.deviceChecker.adviceLead':
    'Es kann trotzdem klappen: Viele Handys, die nach 2018 erschienen sind, unterstützen eSIM.',
  'help.deviceChecker.dialBefore': 'Wähle',
  'help.deviceChecker.settingsBefore': 'Such in den Einstellungen nach der Option',
  'help.deviceChecker.settingsOption': '„eSIM hinzufügen“',
  'help.deviceChecker.settingsAfter':
    '(iPhone: Einstellungen → Mobilfunk; Android: Einstellungen → Netzwerk & Internet → SIMs).',
  'help.deviceChecker.unlockedBefore': 'Achte darauf, dass das Handy',
  'help.deviceChecker.unlocked': 'keinen SIM-Lock hat',
  'help.deviceChecker.unlockedAfter': '.',
  'help.deviceChecker.askManufacturer':
    'Frag beim Hersteller nach, ob dein Modell eSIM unterstützt.',
  // Set by the checker's script as the visitor types.
  'help.deviceStatus.notListed': '„{query}“ steht nicht auf unserer Liste.',
  'help.deviceStatus.compatibleMatches.one': '{count} kompatibles Modell passt zu „{query}“',
  'help.deviceStatus.compatibleMatches.other': '{count} kompatible Modelle passen zu „{query}“',
  'help.deviceStatus.mixedMatches.one':
    '{count} Modell passt zu „{query}“: {compatible} kompatibel, {notCompatible} nicht kompatibel',
  'help.deviceStatus.mixedMatches.other':
    '{count} Modelle passen zu „{query}“: {compatible} kompatibel, {notCompatible} nicht kompatibel',

  'help.deviceLists.otherBrands': 'Weitere Marken',
  'help.deviceLists.deviceCount.one': '{count} Gerät',
  'help.deviceLists.deviceCount.other': '{count} Geräte',
  'help.deviceLists.compatible': 'Kompatibel',
  'help.deviceLists.notCompatible': 'Nicht kompatibel',

  'help.stillUnsure.before': 'Noch unsicher?',
  'help.stillUnsure.link': 'Frag unser Support-Team',
  'help.stillUnsure.after': 'vor dem Kauf.',

  'help.howItWorksPage.title': 'So funktionieren Reise-eSIMs: 4 einfache Schritte',
  'help.howItWorksPage.description':
    'Reiseziel wählen, Datentarif aussuchen, QR-Code per E-Mail erhalten und scannen: So bringen dich Roamly-Reise-eSIMs im Ausland in Minuten online.',
  'help.howItWorksPage.eyebrow': 'So funktioniert’s',
  'help.howItWorksPage.heading': 'In 4 einfachen Schritten im Ausland online',
  'help.howItWorksPage.lead':
    'Keine Plastik-SIM, keine bösen Roaming-Überraschungen. Kauf vor der Reise einen Prepaid-Datentarif und sei online, sobald du landest.',
  'help.howItWorksPage.stepsHeading': 'Die vier Schritte',
  'help.howItWorksPage.ctaHeading': 'Bereit für deine Reise?',
  'help.howItWorksPage.ctaText':
    'Tarife für über 190 Länder, 7, 14 oder 30 Tage gültig ab deiner Aktivierung.',
  'help.howItWorksPage.browsePlans': 'Tarife ansehen',
  'help.howItWorksPage.checkDevice': 'Gerät prüfen',
} as const satisfies Translation<typeof english>;
