/** Die Widerrufsfunktion, auf Deutsch. */
import type { Translation } from '../index.ts';
import type english from '../en/withdrawal.ts';

export default {
  'withdrawal.linkLabel': 'Vertrag hier widerrufen',
  'withdrawal.page.title': 'Vertrag widerrufen',
  'withdrawal.page.description':
    'Widerrufen Sie Ihren Roamly-Vertrag innerhalb der Widerrufsfrist, ohne sich anzumelden.',
  'withdrawal.page.lead':
    'Sie haben in den letzten {days} Tagen eine eSIM gekauft? Hier können Sie den Vertrag widerrufen. Geben Sie Ihre Bestellnummer und die E-Mail-Adresse Ihres Kontos an, dann schicken wir Ihnen einen Link zur Bestätigung.',
  'withdrawal.form.orderNumber': 'Bestellnummer',
  'withdrawal.form.orderNumberHint': 'Wie in Ihren Bestell-E-Mails, zum Beispiel #1a2b3c4d',
  'withdrawal.form.email': 'E-Mail-Adresse',
  'withdrawal.form.submit': 'Link zusenden',
  'withdrawal.form.sending': 'Wird gesendet …',
  'withdrawal.form.failed': 'Das hat nicht geklappt. Bitte versuchen Sie es noch einmal.',
  'withdrawal.confirm.title': 'Widerruf bestätigen',
  'withdrawal.confirm.lead': 'Sie widerrufen diesen Vertrag:',
  'withdrawal.confirm.order': 'Bestellnummer',
  'withdrawal.confirm.plan': 'Tarif',
  'withdrawal.confirm.bought': 'Gekauft am',
  'withdrawal.confirm.email': 'Bestätigung geht an',
  'withdrawal.confirm.name': 'Ihr Name',
  'withdrawal.confirm.button': 'Widerruf bestätigen',
  'withdrawal.confirm.sending': 'Wird gesendet …',
  'withdrawal.confirm.loading': 'Ihr Vertrag wird geladen …',
  'withdrawal.confirm.alreadyReceived':
    'Ihren Widerruf dieses Vertrags haben wir am {date} erhalten.',
  'withdrawal.confirm.noLink': 'Diese Seite öffnen Sie über den Link in Ihrer E-Mail.',
  'withdrawal.confirm.askAgain': 'Neuen Link anfordern',
  'mail.withdrawal.link.subject': 'Bestätigen Sie Ihren Widerruf der Bestellung #{order}',
  'mail.withdrawal.link.heading': 'Ihren Vertrag widerrufen',
  'mail.withdrawal.link.body':
    'Sie möchten den Vertrag über Ihre eSIM {plan} für {country} (Bestellung #{order}) widerrufen. Öffnen Sie den Link unten und bestätigen Sie den Widerruf.',
  'mail.withdrawal.link.footnote':
    'Der Link gilt {hours} Stunden. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
  'mail.withdrawal.received.subject': 'Wir haben Ihren Widerruf erhalten (Bestellung #{order})',
  'mail.withdrawal.received.heading': 'Ihr Widerruf ist eingegangen',
  'mail.withdrawal.received.content':
    '{name}, Sie haben Ihren Vertrag über die eSIM {plan} für {country} widerrufen (Bestellung #{order}, gekauft am {boughtOn} für {amount}).',
  'mail.withdrawal.received.atUtc': 'Ihr Widerruf ist am {utc} bei uns eingegangen.',
  'mail.withdrawal.received.atLocal': 'In Ihrer Zeitzone ({zone}) war das {local}.',
  'mail.withdrawal.received.refunded':
    'Der Tarif war noch nicht genutzt. Wir haben die eSIM daher storniert und {amount} auf Ihr ursprüngliches Zahlungsmittel erstattet. Die Gutschrift erscheint meist innerhalb von 5–10 Werktagen auf Ihrer Abrechnung.',
  'mail.withdrawal.received.refundUnderWay':
    'Der Tarif war noch nicht genutzt. Wir stornieren die eSIM daher und erstatten {amount} auf Ihr ursprüngliches Zahlungsmittel. Sobald die Erstattung erfolgt ist, schreiben wir Ihnen.',
  'mail.withdrawal.received.deliveryStarted':
    'Ihre eSIM war bereits installiert oder ihr Tarif hatte begonnen. Beim Kauf haben Sie verlangt, dass wir sofort liefern, und bestätigt, dass Ihr Widerrufsrecht mit Beginn der Lieferung erlischt (siehe unsere AGB; EU-Richtlinie 2011/83/EU, Artikel 16 Buchstabe m). Für diese Bestellung erfolgt daher keine Erstattung.',
  'mail.withdrawal.received.support':
    'Unser Support prüft Ihre Bestellung und meldet sich innerhalb von 2 Werktagen wegen Ihres Geldes bei Ihnen.',
  'mail.withdrawal.received.questions':
    'Fragen, oder stimmt etwas nicht? Antworten Sie auf diese E-Mail oder schreiben Sie an {support}.',
  'mail.withdrawal.withinPeriod':
    'Anders entschieden? Bis zum {date} können Sie diesen Vertrag widerrufen.',
  'mail.withdrawal.consent.given':
    'Bestätigung Ihres Verlangens: Bei Ihrer Bestellung am {date} haben Sie verlangt, dass wir noch innerhalb der Widerrufsfrist liefern, und folgende Erklärung angekreuzt:',
  'mail.withdrawal.consent.quoted': '„{text}“',
  'mail.withdrawal.consent.meaning':
    'Was das für Ihr Widerrufsrecht bedeutet: Solange die eSIM nicht installiert ist und ihr Tarif nicht begonnen hat, können Sie innerhalb von {days} Tagen nach dem Kauf widerrufen und erhalten den vollen Betrag zurück. Sobald die eSIM installiert ist oder ihr Tarif begonnen hat, erlischt Ihr Widerrufsrecht, wie Sie es zur Kenntnis genommen haben.',
  'api.withdrawal.linkSent':
    'Wenn diese Bestellnummer zu dieser E-Mail-Adresse gehört und die Widerrufsfrist der Bestellung noch läuft, haben wir einen Link an diese Adresse geschickt. Öffnen Sie ihn, um Ihren Widerruf zu bestätigen.',
  'api.withdrawal.linkInvalid':
    'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  'api.withdrawal.periodOver':
    'Die Widerrufsfrist von {days} Tagen ist für diese Bestellung abgelaufen.',
  'api.withdrawal.received':
    'Ihr Widerruf ist eingegangen. Eine Bestätigung haben wir Ihnen per E-Mail geschickt.',
  'api.withdrawal.refunded': 'Der Tarif war ungenutzt: {amount} werden Ihnen erstattet.',
  'api.withdrawal.refundUnderWay':
    'Der Tarif war ungenutzt: Wir erstatten {amount} und schreiben Ihnen, sobald es erledigt ist.',
  'api.withdrawal.deliveryStarted':
    'Ihre eSIM war bereits installiert oder ihr Tarif hatte begonnen. Nach unseren AGB war Ihr Widerrufsrecht damit erloschen, eine Erstattung erfolgt nicht. Wenn Sie das für falsch halten, wenden Sie sich bitte an den Support.',
  'api.withdrawal.support':
    'Unser Support prüft Ihre Bestellung und meldet sich innerhalb von 2 Werktagen bei Ihnen.',
  'validation.withdrawal.orderNumber':
    'Geben Sie die Bestellnummer aus Ihrer Bestell-E-Mail ein, zum Beispiel #1a2b3c4d',
  'validation.withdrawal.name': 'Geben Sie Ihren Namen ein',
  'validation.withdrawal.link': 'Dieser Link ist ungültig. Bitte fordern Sie einen neuen an.',
} as const satisfies Translation<typeof english>;
