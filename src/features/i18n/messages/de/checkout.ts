/** The checkout page: the order summary, the card form, the pay button and the price hold. */
import type { Translation } from '../index.ts';
import type english from '../en/checkout.ts';

export default {
  'checkout.title': 'Kasse',
  'checkout.pageDescription': 'Bezahle deine Roamly-Reise-eSIM sicher.',
  'checkout.backToDestinations': 'Zurück zu den Reisezielen',
  'checkout.loading': 'Kasse wird geladen …',
  'checkout.signInTitle': 'Anmeldung erforderlich',
  'checkout.signInText': 'Bitte melde dich an, um fortzufahren.',
  'checkout.errorTitle': 'Fehler',
  'checkout.intentFailedTitle': 'Zahlung konnte nicht vorbereitet werden',
  'checkout.planMissingHeading': 'Tarif nicht gefunden',
  'checkout.planMissingText': 'Dieser Tarif wird nicht mehr verkauft, oder der Link ist falsch.',
  'checkout.unavailableHeading': 'Die Kasse ist gerade nicht verfügbar',
  'checkout.unavailableText':
    'Wir konnten diesen Tarif nicht laden. Bitte versuch es gleich noch einmal.',
  'checkout.topUpRefusedHeading': 'Diese Aufladung ist nicht möglich',
  'checkout.topUpRefusedText': 'Dieser Tarif kann nicht zu dieser eSIM hinzugefügt werden.',
  'checkout.browsePlans': 'Tarife ansehen',
  'checkout.topUpLead': 'Lädt Datenvolumen auf deine vorhandene eSIM.',
  'checkout.topUpExplained':
    'Kein neuer QR-Code, keine neue Installation: Das Datenvolumen kommt auf die eSIM, die du schon hast.',

  'checkout.summaryHeading': 'Bestellübersicht',
  'checkout.summaryCountry': 'Land',
  'checkout.summaryData': 'Datenvolumen',
  'checkout.summaryDuration': 'Laufzeit',
  'checkout.summaryTotal': 'Gesamt',
  'checkout.summaryTotalWithTax': 'Gesamt (inkl. {tax} {rate}: {amount})',
  'checkout.taxName': 'MwSt.',
  'checkout.taxNameJapan': 'japanische Verbrauchsteuer',

  'checkout.paymentHeading': 'Zahlungsdaten',
  'checkout.pay': '{price} bezahlen',
  'checkout.processing': 'Wird verarbeitet …',
  'checkout.securePayment':
    'Sichere Zahlung über Stripe. Deine eSIM kommt sofort per E-Mail und unter „Meine Bestellungen“.',
  'checkout.preparingPayment': 'Sichere Zahlung wird vorbereitet …',
  'checkout.paymentNotStarted': 'Die Zahlung konnte nicht gestartet werden.',
  'checkout.tryAgain': 'Erneut versuchen',
  'checkout.notReadyTitle': 'Zahlung noch nicht bereit',
  'checkout.notReadyText': 'Bitte warte, bis das Zahlungsformular geladen ist.',
  'checkout.paymentFailedTitle': 'Zahlung fehlgeschlagen',
  'checkout.paidTitle': 'Zahlung erfolgreich!',
  'checkout.paidText':
    'Deine eSIM wird aktiviert: meist in weniger als einer Minute, spätestens nach {minutes} Minuten (bis {time} Uhr). Du findest sie unter „Meine Bestellungen“.',
  'checkout.stillProcessing':
    'Deine Zahlung wird noch verarbeitet. Sobald sie durch ist, erscheint deine Bestellung unter „Meine Bestellungen“.',
  'checkout.bankConfirmation':
    'Deine Bank möchte, dass du diese Zahlung bestätigst. Bitte versuch es noch einmal.',
  'checkout.notCompleted':
    'Deine Zahlung konnte nicht abgeschlossen werden. Bitte versuch es mit einer anderen Karte.',
  'checkout.formLoading': 'Zahlungsformular wird geladen …',
  'checkout.formFailed':
    'Das Zahlungsformular konnte nicht geladen werden. Bitte prüfe deine Verbindung und lade die Seite neu.',

  'checkout.testModeNotice':
    'Testmodus: Es wird keine echte Karte belastet. Nutze 4242 4242 4242 4242 zum Bezahlen, 4000 0000 0000 0002 für eine abgelehnte Karte und 4000 0000 0000 9995 für fehlende Deckung.',
  'checkout.testCancelled': 'Diese Zahlung wurde abgebrochen.',
  'checkout.testDeclined': 'Deine Karte wurde abgelehnt.',
  'checkout.cardNumber': 'Kartennummer',
  'checkout.cardExpiry': 'Ablaufdatum',
  'checkout.cardExpiryPlaceholder': 'MM / JJ',
  'checkout.cardCvc': 'Prüfnummer (CVC)',

  'checkout.heldUntil': 'Preis reserviert bis {time}',
  'checkout.quoteGoneHeading': 'Dieser Preis gilt nicht mehr',
  'checkout.continueAt': 'Weiter für {price}',
  'checkout.quotePriceChanged':
    'Der Preis dieses Tarifs hat sich während des Bezahlens von {quoted} auf {current} geändert.',
  'checkout.quotePlanChanged':
    'Dieser Tarif hat sich während des Bezahlens geändert und ist nicht mehr der Tarif, den du gewählt hast. Bitte prüfe ihn noch einmal, bevor du kaufst.',
  'checkout.quoteWithdrawn': 'Dieser Tarif wird nicht mehr verkauft.',
  'checkout.quoteExpired': 'Der für dich reservierte Preis ist abgelaufen.',
  'checkout.quoteExpiredNowAt':
    'Der für dich reservierte Preis ist abgelaufen. Der aktuelle Preis beträgt {current}.',
  'checkout.quoteEsimRefunded':
    'Diese eSIM wurde erstattet, daher kann kein Datenvolumen mehr hinzugefügt werden.',
  'checkout.quoteEsimRefundAsked':
    'Für diese eSIM wurde eine Erstattung beantragt, daher kann kein Datenvolumen mehr hinzugefügt werden.',
  'checkout.quoteAccountBlocked':
    'Dein Roamly-Konto ist derzeit gesperrt, daher konnten wir diesen Kauf nicht abschließen. Unser Support-Team hilft dir bei Fragen gern weiter.',
  'checkout.quoteRefunded': 'Deine Zahlung von {quoted} wurde vollständig erstattet.',
  'checkout.quoteNotCharged': 'Dir wurde nichts berechnet.',
  /** What changed, then whether the customer was charged: two sentences, in this order. */
  'checkout.quoteChangeAndCharge': '{change} {charge}',

  'checkout.billingHeading': 'Rechnungsangaben',
  'checkout.billingCountry': 'Land der Rechnungsadresse',
  'checkout.forBusiness': 'Ich kaufe für ein Unternehmen',
  'checkout.businessName': 'Name des Unternehmens',
  'checkout.businessAddress': 'Anschrift des Unternehmens',
  'checkout.vatId': 'USt-IdNr.',
  'checkout.vatIdHint': 'Mit Länderkennung, z. B. DE123456789.',
  'checkout.optional': 'Optional',
  'checkout.travelDate': 'Wann reisen Sie?',
  'checkout.travelDateHint':
    'Ist die eSIM dann noch nicht installiert, erinnern wir Sie am Vortag daran.',
  'checkout.deliveryConsent':
    'Ich verlange, dass meine eSIM sofort, noch innerhalb der Widerrufsfrist, geliefert wird. Mir ist bekannt, dass ich mein Widerrufsrecht verliere, sobald die eSIM installiert ist oder ihr Tarif begonnen hat; bis dahin kann ich sie innerhalb von {days} Tagen nach dem Kauf stornieren und erhalte den vollen Betrag zurück.',
  'checkout.continueToPayment': 'Weiter zur Zahlung',
  'checkout.changeBilling': 'Rechnungsangaben ändern',
  'checkout.vatNotConfirmed':
    'Wir konnten diese USt-IdNr. über das VIES-System der EU nicht bestätigen, deshalb ist die MwSt. enthalten. Prüfe die Nummer – oder zahle mit MwSt. und ergänze das Unternehmen später auf der Rechnung.',
  'checkout.vatUnreachable':
    'Das VIES-System der EU, das USt-IdNrn. bestätigt, ist gerade nicht erreichbar, deshalb ist die MwSt. enthalten. Versuche es in ein paar Minuten noch einmal – oder zahle mit MwSt. und ergänze das Unternehmen später auf der Rechnung.',
} as const satisfies Translation<typeof english>;
