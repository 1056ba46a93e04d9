/** A delivered eSIM on its order card: how to install it on the screen in hand, and its status. */
import type { Translation } from '../index.ts';
import type english from '../en/esims.ts';

export default {
  'esims.installLabel': 'Diese eSIM installieren',
  'esims.beforeYouFly':
    'Schalte vor dem Abflug das Datenroaming deiner Hauptleitung aus und wähle diese eSIM für mobile Daten, sonst können Roaming-Kosten bei deinem Anbieter entstehen.',
  'esims.beforeYouFlyLink': 'So geht’s',
  'esims.cannotScan':
    'Scannen klappt nicht? Gib stattdessen diese Daten in den eSIM-Einstellungen des Handys ein:',
  'esims.enterByHand': 'Daten manuell eingeben',
  'esims.showQrCode': 'QR-Code für ein anderes Gerät anzeigen',
  'esims.installOnIphone': 'Auf diesem iPhone installieren',
  'esims.installOnIphoneNext':
    'Dein iPhone bittet dich um eine Bestätigung und fügt dann die eSIM hinzu. Dein Tarif beginnt erst, wenn sie sich an deinem Reiseziel zum ersten Mal verbindet.',
  'esims.installOnAndroid': 'Auf diesem Android-Handy installieren',
  'esims.installOnAndroidNext':
    'Dein Handy bittet dich um eine Bestätigung und fügt dann die eSIM hinzu (sofern der Hersteller das unterstützt; sonst gib die Daten manuell ein). Dein Tarif beginnt erst, wenn sie sich an deinem Reiseziel zum ersten Mal verbindet.',

  'esims.openInBrowser': 'Öffne diese Seite in {browser}',
  /** `{app}` is a brand ('Instagram') or esims.googleApp / esims.unnamedApp. */
  'esims.inAppBrowserText':
    'In {app} kann der integrierte Browser keine eSIM installieren. Öffne diese Seite über das Menü der App (••• oder ⋮) in {browser}, oder kopiere den Link und füge ihn dort ein. Eventuell musst du dich erneut anmelden.',
  'esims.googleApp': 'der Google-App',
  'esims.unnamedApp': 'dieser App',
  'esims.copyLink': 'Link kopieren',
  'esims.linkName': 'Link',
  'esims.oldIphoneHeading': 'Die Installation mit einem Tipp braucht iOS 17.4 oder neuer',
  'esims.oldIphoneText':
    'Aktualisiere dein iPhone unter Einstellungen → Allgemein → Softwareupdate, oder füge die eSIM manuell hinzu: Einstellungen → Mobilfunk → eSIM hinzufügen → QR-Code verwenden → Details manuell eingeben, und gib dann die beiden Angaben unten ein.',

  'esims.smdpAddress': 'SM-DP+-Adresse',
  'esims.activationCode': 'Aktivierungscode',
  'esims.copy': 'Kopieren',
  'esims.copyName': '{name} kopieren',
  'esims.copied': 'Kopiert',
  'esims.copyFailed': 'Zum Kopieren markieren',
  'esims.onClipboard': 'In die Zwischenablage kopiert: {name}',

  'esims.statusHeading': 'eSIM-Status',
  'esims.refresh': 'Aktualisieren',
  'esims.checking': 'Deine eSIM wird geprüft …',
  'esims.statusNotInstalled': 'Noch nicht installiert',
  'esims.statusInstalled': 'Installiert',
  'esims.statusActive': 'Aktiv',
  'esims.statusUsedUp': 'Aufgebraucht',
  'esims.statusExpired': 'Abgelaufen',
  'esims.statusUnknown': 'Status unbekannt',
  'esims.daysLeft.one': 'Noch {count} Tag',
  'esims.daysLeft.other': 'Noch {count} Tage',
  'esims.queuedHeading': 'Nach diesem Tarif in der Warteschlange:',
  'esims.checkedJustNow': 'Gerade eben geprüft',
  'esims.checkedMinutesAgo.one': 'Vor {count} Min. geprüft',
  'esims.checkedMinutesAgo.other': 'Vor {count} Min. geprüft',
  'esims.checkedHoursAgo.one': 'Vor {count} Std. geprüft',
  'esims.checkedHoursAgo.other': 'Vor {count} Std. geprüft',
  'esims.noData.title': 'Keine Daten seit deiner Ankunft ({country})?',
  'esims.noData.titleNoCountry': 'Noch keine Daten über deine eSIM?',
  'esims.noData.intro':
    'Deine eSIM ist in einem Netz angemeldet, aber es sind noch keine Daten darüber geflossen. Fast immer liegt es an einer dieser drei Einstellungen:',
  'esims.noData.roamingTitle': 'Datenroaming für die eSIM-Leitung einschalten',
  'esims.noData.roamingIphone':
    'iPhone: Einstellungen → Mobilfunk → deine eSIM-Leitung → Datenroaming einschalten.',
  'esims.noData.roamingAndroid':
    'Android: Einstellungen → Verbindungen → Mobile Netzwerke → Daten-Roaming (Samsung) oder Einstellungen → Netzwerk & Internet → SIMs → deine eSIM → Roaming (Pixel).',
  'esims.noData.dataLineTitle': 'Die eSIM für mobile Daten verwenden',
  'esims.noData.dataLineIphone':
    'iPhone: Einstellungen → Mobilfunk → Mobile Daten → deine eSIM-Leitung wählen und „Wechsel mobiler Daten erlauben“ ausschalten.',
  'esims.noData.dataLineAndroid':
    'Android: Einstellungen → Verbindungen → SIM-Manager → Mobile Daten → deine eSIM (Samsung) oder Einstellungen → Netzwerk & Internet → SIMs → deine eSIM → Mobile Daten einschalten (Pixel).',
  'esims.noData.networkTitle': 'Ein Netz deines Tarifs nutzen',
  'esims.noData.networksKnown': 'Im Reiseland ({country}) nutzt dein Tarif {networks}.',
  'esims.noData.seenOn': 'Zuletzt war dein Telefon in diesem Netz: {network}.',
  'esims.noData.networkIphone':
    'iPhone: Einstellungen → Mobilfunk → deine eSIM-Leitung → Netzauswahl → „Automatisch“ ausschalten und das Netz selbst wählen.',
  'esims.noData.networkAndroid':
    'Android: Einstellungen → Verbindungen → Mobile Netzwerke → Netzbetreiber (Samsung) oder die Einstellungen deiner eSIM → „Netz automatisch auswählen“ ausschalten (Pixel), dann das Netz selbst wählen.',
  'esims.noData.restart': 'Schalte danach den Flugmodus einmal ein und wieder aus.',
  'esims.noData.help': 'Immer noch keine Daten? Wir lösen das gemeinsam mit dir.',
  'esims.noData.chat': 'Chat öffnen',
  'esims.noData.contact': 'Kontakt aufnehmen',
  'esims.noDataMail.subject': 'Noch keine Daten? Drei schnelle Checks',
  'esims.noDataMail.preheader':
    'Deine eSIM ist in einem Netz angemeldet, aber es sind noch keine Daten geflossen. Drei Einstellungen zum Prüfen.',
  'esims.noDataMail.help':
    'Immer noch keine Daten? Schreib uns im Chat auf unserer Website oder über die Kontaktseite, wir helfen dir sofort weiter. Diese Schritte findest du auch bei deiner eSIM unter „Meine Bestellungen“.',
} as const satisfies Translation<typeof english>;
