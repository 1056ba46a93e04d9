/** What the functions answer a customer, in German. */
import type { Translation } from '../index.ts';
import type english from '../en/api.ts';

export default {
  'api.auth.registered':
    'Dein Konto ist angelegt. Bitte bestätige deine Adresse über den Link in unserer E-Mail.',
  'api.auth.signedOut': 'Abgemeldet',
  'api.auth.notSignedIn': 'Nicht angemeldet',
  'api.auth.verificationInvalid': 'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
  'api.account.wrongPassword': 'Das Passwort stimmt nicht. Ihr Konto bleibt bestehen.',
  'api.account.alreadyClosed': 'Dieses Konto ist bereits geschlossen.',
  'api.account.closed':
    'Ihr Konto ist geschlossen. Wir haben Ihnen einen Link geschickt, mit dem Sie es innerhalb von 7 Tagen wieder öffnen können.',
  'api.account.reopenInvalid':
    'Dieser Link ist ungültig, wurde schon verwendet oder ist älter als 7 Tage.',
  'api.account.reopened':
    'Ihr Konto ist wieder offen. Sie können sich mit Ihrem Passwort anmelden.',
  'api.auth.throttledSeconds.one':
    'Zu viele Anmeldeversuche. Versuche es in {count} Sekunde erneut.',
  'api.auth.throttledSeconds.other':
    'Zu viele Anmeldeversuche. Versuche es in {count} Sekunden erneut.',
  'api.auth.throttledMinutes.one':
    'Zu viele Anmeldeversuche. Versuche es in {count} Minute erneut.',
  'api.auth.throttledMinutes.other':
    'Zu viele Anmeldeversuche. Versuche es in {count} Minuten erneut.',
  'api.tooManyRequests': 'Zu viele Anfragen. Bitte warte eine Minute und versuche es dann erneut.',

  'api.contact.sent': 'Nachricht gesendet. Wir melden uns innerhalb von 24 Stunden.',
  'api.contact.throttled':
    'Du hast uns schon mehrere Nachrichten geschickt. Bitte warte ein paar Minuten und versuche es dann erneut.',

  'api.plans.countryCodeInvalid':
    'Der Ländercode muss aus zwei Buchstaben bestehen, etwa US oder fr',
  'api.checkout.planNotFound': 'Tarif nicht gefunden',
  'api.checkout.planDoesNotFit': 'Dieser Tarif passt nicht zu dieser eSIM',
  'api.checkout.notTheEsimCurrency':
    'Datenvolumen für eine eSIM wird in der Währung bezahlt, in der die eSIM gekauft wurde',
  'api.checkout.paymentsUnavailable': 'Zahlungen sind gerade nicht möglich.',
  'api.checkout.billingCountryUnknown': 'Wählen Sie Ihr Rechnungsland aus der Liste',
  'api.checkout.businessNameMissing': 'Geben Sie den Namen des Unternehmens an, für das Sie kaufen',
  'api.checkout.businessAddressTooLong':
    'Die Anschrift des Unternehmens ist zu lang (höchstens 500 Zeichen)',
  'api.checkout.vatIdInvalid':
    'Diese USt-IdNr. ist ungültig: zuerst die zweistellige Länderkennung, dann 2 bis 13 Buchstaben oder Ziffern (z. B. DE123456789)',
  'api.checkout.travelDateInvalid':
    'Wählen Sie ein Reisedatum zwischen heute und einem Jahr ab heute',
  'api.checkout.consentRequired':
    'Bitte bestätigen Sie vor dem Bezahlen, dass Ihre eSIM sofort geliefert werden soll',
  'api.checkout.paymentNotFound': 'Zahlung nicht gefunden',
  'api.checkout.checkoutMismatch': 'Diese Zahlung passt nicht zu ihrer Bestellung',
  'api.checkout.otherPlan': 'Diese Zahlung gilt für einen anderen Tarif',
  'api.checkout.notSucceeded': 'Diese Zahlung ist nicht abgeschlossen',
  'api.checkout.amountMismatch': 'Der bezahlte Betrag entspricht nicht dem Tarifpreis',
  'api.checkout.quoteCancelled': 'Diese Bestellung wurde storniert, bevor sie bezahlt war',
  'api.checkout.paymentRefunded':
    'Diese Zahlung wurde vollständig erstattet: Was sie bezahlt hat, wird nicht mehr verkauft',

  'api.card.declined': 'Deine Karte wurde abgelehnt.',
  'api.card.insufficientFunds': 'Deine Karte ist nicht ausreichend gedeckt.',
  'api.card.expired': 'Deine Karte ist abgelaufen.',
  'api.card.incorrectCvc': 'Der Sicherheitscode deiner Karte ist falsch.',
  'api.card.invalidNumber': 'Die Kartennummer ist ungültig.',
  'api.card.liveCardInTestMode':
    'Deine Karte wurde abgelehnt. Die Anfrage lief im Testmodus, aber mit einer echten Karte.',
  'api.card.paymentCancelled':
    'Diese Zahlung wurde storniert und kann nicht mehr bezahlt werden. Dir wurde nichts berechnet.',

  'api.esims.notFound': 'eSIM nicht gefunden',
  'api.esims.badRefresh': 'Ungültige Anfrage: refresh muss 1 sein',
  'api.esims.checking': 'Deine eSIM wird beim Netz abgefragt…',
  'api.esims.unreachable':
    'Wir konnten das Netz nicht erreichen, um deine eSIM zu prüfen. Bitte versuche es in einer Minute erneut.',
  'api.topUps.plansUnavailable':
    'Wir konnten nicht prüfen, welche Tarife zu dieser eSIM passen. Bitte versuche es gleich noch einmal.',

  'api.orders.notFound': 'Bestellung nicht gefunden',
  'api.orders.notReady': 'Diese eSIM ist noch nicht bereit',
  'api.orders.qrRefunded': 'Diese eSIM wurde erstattet, ihr QR-Code ist nicht mehr verfügbar',

  'api.refunds.alreadyRefunded': 'Diese Bestellung wurde bereits erstattet',
  'api.refunds.underWay': 'Für diese Bestellung läuft bereits eine Erstattung',
  'api.refunds.topUp':
    'Zugebuchtes Datenvolumen kann nicht einzeln storniert werden. Bitte wende dich an den Support.',
  'api.refunds.topUpUnderWay':
    'Gerade wird Datenvolumen auf diese eSIM gebucht. Bitte versuche es in ein paar Minuten erneut.',
  'api.refunds.tooLate': 'Der Kauf liegt mehr als {days} Tage zurück',
  'api.refunds.installed': 'Diese eSIM ist bereits installiert',
  'api.refunds.started': 'Dieser Tarif hat bereits begonnen',
  'api.refunds.notCancellable': 'Dieser Tarif kann nicht mehr storniert werden',
  'api.refunds.providerUnavailable':
    'Wir erreichen das eSIM-Netz gerade nicht. Bitte versuche es in ein paar Minuten erneut.',
  'api.refunds.deliveredMeanwhile':
    'Deine eSIM wurde gerade geliefert: Du findest sie unter „Meine Bestellungen“, und sie ist auf dem Weg in dein Postfach.',
  'api.refunds.unavailable': 'Erstattungen sind gerade nicht möglich.',
  'api.refunds.accepted': 'Deine Erstattung wird bearbeitet',
  'api.refunds.done': 'Deine Erstattung ist unterwegs',
} as const satisfies Translation<typeof english>;
