/**
 * My Orders and the eSIM list on My Account: each order's card, its QR code, its top-ups ('Add
 * data') and its refund.
 */
import type { Translation } from '../index.ts';
import type english from '../en/orders.ts';

export default {
  'orders.title': 'Meine Bestellungen',
  'orders.pageDescription':
    'Deine Roamly-eSIM-Bestellungen, ihr Aktivierungsstatus und ihre QR-Codes.',
  'orders.loading': 'Deine Bestellungen werden geladen',
  'orders.signInTitle': 'Nicht angemeldet',
  'orders.signInText': 'Bitte melde dich an, um deine Bestellungen zu sehen.',
  'orders.loadFailedHeading': 'Deine Bestellungen konnten nicht geladen werden',
  'orders.loadFailedText': 'Bitte versuch es noch einmal.',
  'orders.tryAgain': 'Erneut versuchen',
  'orders.noneHeading': 'Du hast noch nichts gekauft',
  'orders.noneText': 'Wähle ein Reiseziel, und deine eSIM erscheint hier, bereit zur Installation.',
  'orders.browsePlans': 'Tarife ansehen',
  'orders.returnNotCompleted':
    'Deine Zahlung wurde nicht abgeschlossen. Bitte versuch es noch einmal.',

  'orders.orderNumber': 'Bestellung Nr. {number}',
  'orders.activating': 'eSIM wird aktiviert …',
  'orders.deliveryPromise':
    'Meist in weniger als einer Minute bereit, spätestens nach {minutes} Minuten: bis {time} Uhr.',
  'orders.deliveryOverdue':
    'Das dauert länger als sonst. Wir kümmern uns darum und schicken dir eine E-Mail, sobald deine eSIM bereit ist.',
  'orders.late.title': 'Deine eSIM verspätet sich',
  'orders.late.offer':
    'Wir haben sie dir innerhalb von {minutes} Minuten versprochen und noch nicht geliefert. Wir kümmern uns darum. Wenn du nicht länger warten möchtest, bekommst du dein Geld jetzt vollständig zurück.',
  'orders.late.onIt':
    'Wir haben sie dir innerhalb von {minutes} Minuten versprochen und noch nicht geliefert. Wir kümmern uns darum und schicken dir eine E-Mail, sobald sie bereit ist.',
  'orders.late.refundNow': 'Geld jetzt zurück',
  'orders.late.refunding': 'Wird erstattet …',
  'orders.ready': 'Bereit',
  'orders.failed': 'Fehlgeschlagen',
  'orders.refunded': 'Erstattet',
  'orders.data': 'Datenvolumen',
  'orders.duration': 'Laufzeit',
  'orders.iccid': 'ICCID',
  'orders.errorLabel': 'Fehler:',

  'orders.qrAlt': 'eSIM-QR-Code für {plan}',
  'orders.qrScan':
    'Scanne ihn mit dem Handy, das mit auf die Reise geht. Er lässt sich nur einmal installieren.',
  'orders.qrDownload': 'Herunterladen',
  'orders.qrDownloadFailed': 'Download fehlgeschlagen',
  'orders.qrNotDownloaded':
    'Der QR-Code konnte nicht heruntergeladen werden. Bitte versuch es noch einmal.',
  'orders.installationGuide': 'Installationsanleitung',
  /** The saved QR code's file name on My Orders; `{plan}` and `{order}` are letters, digits, '-'. */
  'orders.qrFileOfOrder': 'esim-{plan}-{order}.png',
  /** The saved QR code's file name on My Account. */
  'orders.qrFileOfAccount': '{plan}-esim-qr-code.png',

  'orders.subscriptionsHeading': 'Meine eSIMs',
  'orders.subscriptionsLoading': 'Deine eSIMs werden geladen',
  'orders.subscriptionsFailed': 'Deine eSIMs konnten nicht geladen werden. {reason}',
  'orders.subscriptionsNoneHeading': 'Noch keine eSIMs',
  'orders.subscriptionsNoneText': 'Nach deinem ersten Kauf erscheinen deine eSIMs hier.',
  'orders.purchasedOn': 'Gekauft am {date}',
  'orders.statusPending': 'Ausstehend',
  'orders.statusCompleted': 'Abgeschlossen',
  'orders.downloadQrCode': 'QR-Code herunterladen',

  'orders.topUpsHeading': 'Aufladungen',
  'orders.topUpDataAdded': 'Datenvolumen hinzugefügt',
  'orders.addData': 'Datenvolumen aufladen',
  'orders.addDataLead':
    'Mehr Datenvolumen auf dieselbe eSIM: kein neuer QR-Code, nichts neu zu installieren.',
  'orders.addDataLoading': 'Die passenden Tarife für diese eSIM werden geladen …',
  'orders.addDataFailed':
    'Die Tarife für diese eSIM konnten nicht geladen werden. Bitte versuch es noch einmal.',
  'orders.addDataNone': 'Zu dieser eSIM kann gerade kein Tarif hinzugefügt werden.',
  'orders.addDataPlan': '{plan} für {price} hinzufügen',
  'orders.addDataPlanDetails': '({data}, {duration})',

  'orders.refundOffered': 'Ungenutzte eSIMs lassen sich bis zum {day} erstatten.',
  'orders.refundButton': 'Stornieren und erstatten',
  'orders.refundConfirmLabel': 'Erstattung bestätigen',
  'orders.refundConfirmText':
    'Diese eSIM stornieren und {price} auf deine ursprüngliche Zahlungsmethode erstatten? Danach kannst du sie nicht mehr installieren. Die Erstattung dauert 5–10 Werktage.',
  'orders.refundConfirm': 'Ja, stornieren und erstatten',
  'orders.refundSending': 'Wird storniert …',
  'orders.refundKeep': 'eSIM behalten',
  'orders.refundNotRequested':
    'Deine Erstattung konnte nicht beantragt werden. Bitte versuch es noch einmal.',
} as const satisfies Translation<typeof english>;
