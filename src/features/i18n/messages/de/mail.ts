/**
 * Every mail a customer gets, in the customer's language (the account's), and the mail frame's
 * own texts. Mails to the shop's staff and owners stay in English and are not here.
 */
import type { Translation } from '../index.ts';
import type english from '../en/mail.ts';

export default {
  'mail.layout.footer':
    'Roamly · Prepaid-Reise-eSIMs · Du erhältst diese E-Mail wegen einer Aktion auf roamly',
  'mail.layout.buttonFallback': 'Falls der Button nicht funktioniert, öffne diesen Link: {link}',
  'mail.layout.labelledLink': '{label}: {url}',

  'mail.common.signIn': 'Anmelden',
  'mail.common.openMyOrders': '„Meine Bestellungen“ öffnen',

  'mail.verify.subject': 'Bestätige deine E-Mail-Adresse',
  'mail.verify.preheader': 'Ein Klick, um dein Roamly-Konto zu bestätigen.',
  'mail.verify.heading': 'Bestätige deine E-Mail-Adresse',
  'mail.verify.welcome':
    'Willkommen bei Roamly. Bitte bestätige, dass das deine E-Mail-Adresse ist, damit dich deine eSIM-QR-Codes und Belege erreichen.',
  'mail.verify.linkLimits': 'Der Link funktioniert einmal und läuft nach 24 Stunden ab.',
  'mail.verify.button': 'E-Mail-Adresse bestätigen',
  'mail.verify.notYou':
    'Du hast kein Roamly-Konto angelegt? Dann öffne den Link nicht: Jemand hat deine Adresse eingegeben. Ignoriere diese E-Mail, dann bleibt das Konto unbestätigt.',

  'mail.reset.subject': 'Setze dein Roamly-Passwort zurück',
  'mail.reset.preheader': 'Wähle ein neues Passwort für dein Roamly-Konto.',
  'mail.reset.heading': 'Passwort zurücksetzen',
  'mail.reset.asked':
    'Jemand, wahrscheinlich du, möchte das Passwort deines Roamly-Kontos zurücksetzen.',
  'mail.reset.linkLimits': 'Der Link funktioniert einmal und läuft nach 1 Stunde ab.',
  'mail.reset.button': 'Neues Passwort wählen',
  'mail.reset.notYou':
    'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',

  'mail.accountExists.subject': 'Du hast schon ein Roamly-Konto',
  'mail.accountExists.preheader':
    'Jemand hat versucht, sich mit deiner E-Mail-Adresse zu registrieren.',
  'mail.accountExists.heading': 'Du hast schon ein Konto',
  'mail.accountExists.tried':
    'Jemand, wahrscheinlich du, hat versucht, mit dieser E-Mail-Adresse ein Roamly-Konto anzulegen. Es gibt schon eins, daher wurde nichts geändert.',
  'mail.accountExists.forgotPassword': 'Passwort vergessen? Hier wählst du ein neues: {link}',
  'mail.accountExists.notYou': 'Wenn du das nicht warst, kannst du diese E-Mail ignorieren.',

  'mail.accountBlocked.subject': 'Dein Roamly-Konto wurde gesperrt',
  'mail.accountBlocked.suspended':
    'Unser Support-Team hat dein Roamly-Konto gesperrt: Du bist überall abgemeldet und kannst dich vorerst nicht anmelden.',
  'mail.accountBlocked.esimsKeepWorking':
    'eSIMs, die du schon installiert hast, funktionieren weiter, bis ihre Tarife enden.',
  'mail.accountBlocked.reply':
    'Wenn du das für einen Fehler hältst, antworte auf diese E-Mail und sag es uns. Jede Antwort liest ein Mensch.',
  'mail.accountUnblocked.subject': 'Dein Roamly-Konto ist wieder aktiv',
  'mail.accountUnblocked.lifted':
    'Wir haben die Sperre aufgehoben: Du kannst dich wieder mit deinem Passwort anmelden.',
  'mail.accountClosed.subject': 'Ihr Roamly-Konto ist geschlossen',
  'mail.accountClosed.closed':
    'Wie gewünscht haben wir Ihr Roamly-Konto geschlossen: Sie sind überall abgemeldet und können sich nicht mehr anmelden.',
  'mail.accountClosed.erasure':
    'Falls Sie es sich anders überlegen, öffnet die Schaltfläche unten es innerhalb von {days} Tagen wieder. Danach löschen wir Ihre personenbezogenen Daten endgültig.',
  'mail.accountClosed.kept':
    'Bestellungen und Rechnungen müssen wir für die gesetzliche Aufbewahrungsfrist behalten; nur diese bleiben gespeichert.',
  'mail.accountClosed.esimsKeepWorking':
    'Bereits installierte eSIMs funktionieren weiter, bis ihr Tarif endet.',
  'mail.accountClosed.undo': 'Konto wieder öffnen',

  'mail.esimReady.subject': 'Deine eSIM ist bereit zur Installation: {country}',
  'mail.esimReady.preheader':
    '{plan}, Reiseziel {country}: mit einem Tipp auf dem Handy installieren oder QR-Code scannen.',
  'mail.esimReady.heading': 'Deine eSIM ist bereit',
  'mail.esimReady.qrAlt': 'eSIM-QR-Code für {plan}',
  'mail.esimReady.installOnIphone': 'Auf dem iPhone installieren',
  'mail.esimReady.installOnAndroid': 'Auf Android installieren',
  'mail.esimReady.onThisPhone':
    'Liest du das auf dem Handy, das die eSIM nutzen soll? Dann tippe oben auf den passenden Button (iPhone: iOS 17.4 oder neuer, in Safari oder deinem Standardbrowser geöffnet; Android: sofern der Hersteller es unterstützt). Auf einem anderen Bildschirm scannst du stattdessen den QR-Code mit dem Handy.',
  'mail.esimReady.plan':
    'Tarif: {plan} ({data}, {duration}), Reiseziel {country}. Bestellung Nr. {order}.',
  'mail.esimReady.paid': 'Bezahlter Betrag: {amount}.',
  'mail.esimReady.beforeYouTravel':
    'Installiere sie vor der Reise im WLAN. Der QR-Code lässt sich nur einmal installieren, also lösche die eSIM danach nicht. Ihre Gültigkeit beginnt, wenn sie sich an deinem Reiseziel zum ersten Mal verbindet.',
  'mail.esimReady.iphoneSteps':
    'iPhone: Einstellungen → Mobilfunk → eSIM hinzufügen → QR-Code verwenden, dann den Code oben scannen.',
  'mail.esimReady.androidSteps':
    'Android: Einstellungen → Netzwerk & Internet (Samsung: Verbindungen → SIM-Manager) → eSIM hinzufügen → QR-Code scannen.',
  'mail.esimReady.byHand':
    'Scannen klappt nicht? Gib die Daten manuell ein. SM-DP+-Adresse: {smdpAddress}. Aktivierungscode: {activationCode}. ICCID: {iccid}.',
  'mail.esimReady.beforeYouFly':
    'Vor dem Abflug: Sorg dafür, dass nur die eSIM mobile Daten nutzt, damit deine Hauptleitung keine Roaming-Kosten verursacht.',
  'mail.esimReady.flyIphone':
    'iPhone:\n1. Einstellungen → Mobilfunk → deine Hauptleitung: Schalte „Datenroaming“ aus (die Leitung selbst kann für Anrufe und SMS eingeschaltet bleiben).\n2. Einstellungen → Mobilfunk → Mobile Daten: Wähle die eSIM und schalte „Mobilfunkdatenwechsel erlauben“ aus.\n3. Einstellungen → Mobilfunk → die eSIM-Leitung: Schalte „Datenroaming“ ein.\n4. Stell am Gate um oder nach der Landung, bevor du den Flugmodus ausschaltest. Zu Hause wählst du unter „Mobile Daten“ wieder deine Hauptleitung.',
  'mail.esimReady.flyAndroid':
    'Android:\n1. Behalte deine Haupt-SIM für Anrufe und SMS und schalte ihr Roaming aus (Pixel: Einstellungen → Netzwerk & Internet → SIMs → deine Haupt-SIM → Roaming).\n2. Wähle die eSIM für mobile Daten (Samsung: Einstellungen → Verbindungen → SIM-Manager → Mobile Daten; Pixel: SIMs → die eSIM → Mobile Daten) und schalte den automatischen Datenwechsel aus.\n3. Schalte Roaming für die eSIM ein (Samsung: Einstellungen → Verbindungen → Mobile Netzwerke → Daten-Roaming; Pixel: SIMs → die eSIM → Roaming).\n4. Stell am Gate um oder nach der Landung. Zu Hause wählst du wieder deine Haupt-SIM für mobile Daten.',
  'mail.esimReady.flyGuide':
    'Alle Schritte, mit den Menüs von Samsung und Pixel, findest du in unserer Anleitung.',
  'mail.esimReady.flyGuideLink': 'Vor dem Abflug',
  'mail.esimReady.footnote':
    'Den QR-Code findest du auch unter „Meine Bestellungen“ und „Mein Konto“. Brauchst du Hilfe? Antworte auf diese E-Mail oder nutze den Chat auf unserer Website.',

  'mail.orderFailed.subject': 'Wir konnten deine eSIM nicht aktivieren',
  'mail.orderFailed.notIssued':
    'Deine Zahlung für {plan} ({country}, Bestellung Nr. {order}) ist eingegangen, aber das Netz hat deine eSIM nicht ausgestellt.',
  'mail.orderFailed.supportTold':
    'Unser Support-Team weiß Bescheid und meldet sich innerhalb von 2 Stunden bei dir. Können wir sie nicht liefern, bekommst du innerhalb von 5–10 Werktagen den vollen Betrag auf deine Karte erstattet.',
  'mail.orderFailed.contactSupport': 'Support kontaktieren',
  'mail.deliveryLate.subject': 'Deine eSIM verspätet sich',
  'mail.deliveryLate.preheader': 'Deine eSIM ist noch nicht da: Das tun wir jetzt.',
  'mail.deliveryLate.late':
    'Wir haben dir deine {plan}-eSIM für {country} (Bestellung #{order}) innerhalb von {minutes} Minuten nach der Zahlung versprochen, und sie ist noch nicht angekommen. Das tut uns leid.',
  'mail.deliveryLate.offer':
    'Wir kümmern uns darum: Sobald das Netz sie zuweist, bekommst du sie per E-Mail und unter „Meine Bestellungen“. Wenn du nicht länger warten möchtest, bekommst du deine {amount} jetzt vollständig zurück: Öffne „Meine Bestellungen“ und tippe auf „Geld jetzt zurück“. Nach der Erstattung wird diese eSIM nicht mehr geliefert.',
  'mail.deliveryLate.refunding':
    'Damit du nicht länger wartest, erstatten wir dir deine {amount} vollständig auf dein ursprüngliches Zahlungsmittel; eine Bestätigung folgt. Diese eSIM wird nicht geliefert, und du kannst jederzeit einen neuen Tarif kaufen.',
  'mail.deliveryLate.refundButton': 'Jetzt erstatten unter „Meine Bestellungen“',
  'mail.deliveryLate.footnote':
    'Fragen? Antworte einfach auf diese E-Mail oder nutze den Chat auf unserer Website.',

  'mail.dataAdded.subject': 'Datenvolumen zu deiner eSIM hinzugefügt',
  'mail.dataAdded.preheader':
    'Neues Datenvolumen ({data}, {country}) ist auf deiner eSIM. Keine Neuinstallation nötig.',
  'mail.dataAdded.added':
    '{plan} ({data}, {duration}, {country}) ist jetzt auf deiner eSIM (ICCID {iccid}). Bestellung Nr. {order}.',
  'mail.dataAdded.addedNoIccid':
    '{plan} ({data}, {duration}, {country}) ist jetzt auf deiner eSIM. Bestellung Nr. {order}.',
  'mail.dataAdded.nothingToReinstall':
    'Es gibt keinen neuen QR-Code und nichts neu zu installieren: Nutze einfach die eSIM weiter, die du schon hast. Das neue Datenvolumen startet, sobald dein aktueller Tarif aufgebraucht ist oder endet.',
  'mail.dataAdded.footnote':
    'Dein Restvolumen und die Tarife, die auf dieser eSIM warten, findest du unter „Meine Bestellungen“. Brauchst du Hilfe? Antworte auf diese E-Mail oder nutze den Chat auf unserer Website.',

  'mail.usage.addData': 'Datenvolumen aufladen',
  'mail.usage.footnote':
    'Bestellung Nr. {order}. Brauchst du Hilfe? Antworte auf diese E-Mail oder nutze den Chat auf unserer Website.',
  'mail.usage80.subject': 'Du hast 80 % deines Datenvolumens verbraucht',
  'mail.usage80.dataLeft': 'Auf deiner eSIM ({country}) sind noch {left} von {total} übrig.',
  'mail.usage80.runningLow': 'Das Datenvolumen deiner eSIM ({country}) wird knapp.',
  'mail.usage80.addDataNow':
    'Lade jetzt Datenvolumen auf, damit du online bleibst. Es kommt auf die eSIM, die du schon hast: nichts neu zu installieren.',
  'mail.usage100.subject': 'Dein Datenvolumen ist aufgebraucht',
  'mail.usage100.noDataLeft': 'Deine eSIM ({country}) hat kein Datenvolumen mehr.',
  'mail.usage100.addData':
    'Lade Datenvolumen auf und sei in einer Minute wieder online. Es kommt auf die eSIM, die du schon hast: nichts neu zu installieren.',
  'mail.firstUse.subject': 'Dein Tarif hat begonnen',
  'mail.firstUse.preheader': 'Deine eSIM ({country}) ist verbunden.',
  'mail.firstUse.started': 'Dein Tarif hat begonnen.',
  'mail.firstUse.startedUntil.one':
    'Dein Tarif hat begonnen: Er endet in {count} Tag, am {end} UTC.',
  'mail.firstUse.startedUntil.other':
    'Dein Tarif hat begonnen: Er endet in {count} Tagen, am {end} UTC.',
  'mail.firstUse.connected':
    'Deine eSIM ({country}) ist verbunden. Unter „Meine Bestellungen“ siehst du dein Restvolumen und die verbleibenden Tage.',
  'mail.firstUse.connectedWith':
    'Deine eSIM ({country}) ist verbunden ({size}). Unter „Meine Bestellungen“ siehst du dein Restvolumen und die verbleibenden Tage.',
  'mail.firstUse.connectedUnlimited':
    'Deine eSIM ({country}) ist verbunden (unbegrenztes Datenvolumen). Unter „Meine Bestellungen“ siehst du dein Restvolumen und die verbleibenden Tage.',
  'mail.firstUse.seeDataLeft': 'Restvolumen ansehen',

  'mail.refund.subject': 'Deine Erstattung ist unterwegs',
  'mail.refund.preheader': '{amount} für {plan} ({country}) sind auf dem Weg zurück zu dir.',
  'mail.refund.revoked':
    'Wir haben deine eSIM {plan} ({country}, Bestellung Nr. {order}) storniert und {amount} auf deine ursprüngliche Zahlungsmethode erstattet.',
  'mail.refund.kept':
    'Wir haben {amount} für deine eSIM {plan} ({country}, Bestellung Nr. {order}) auf deine ursprüngliche Zahlungsmethode erstattet.',
  'mail.refund.undelivered':
    'Wir konnten deine eSIM {plan} ({country}, Bestellung Nr. {order}) nicht liefern und haben dir deshalb {amount} auf deine ursprüngliche Zahlungsmethode erstattet.',
  'mail.refund.onStatement':
    'Je nach Bank erscheint der Betrag meist innerhalb von 5–10 Werktagen auf deinem Kontoauszug.',
  'mail.refund.revokedNothingToInstall':
    'Auf der eSIM ist kein Tarif mehr, es gibt also nichts zu installieren. Wenn du für deine Reise noch Daten brauchst, kannst du jederzeit einen neuen Tarif kaufen.',
  'mail.refund.keptNothingToDo': 'Deine eSIM bleibt, wie sie ist: Du musst nichts tun.',
  'mail.refund.buyAgain':
    'Wenn du für deine Reise noch Daten brauchst, kannst du jederzeit einen neuen Tarif kaufen.',
  'mail.refund.footnote':
    'Fragen zu deiner Erstattung? Antworte auf diese E-Mail oder nutze den Chat auf unserer Website.',

  'mail.paymentRefunded.subject': 'Deine Zahlung wurde erstattet',
  'mail.paymentRefunded.preheader':
    'Deine Zahlung für {plan} ({country}) wurde vollständig erstattet.',
  'mail.paymentRefunded.whatFor':
    'Sie war für {plan} ({data}, {duration}, {country}); gekauft wurde damit nichts. Die Erstattung erscheint meist innerhalb von 5–10 Werktagen auf deinem Kontoauszug.',
  'mail.paymentRefunded.reference': 'Zahlungsreferenz: {reference}.',
  'mail.paymentRefunded.seePlans': 'Unsere Tarife ansehen',
  'mail.paymentRefunded.seePlan': 'Den Tarif zum aktuellen Stand ansehen',
  'mail.paymentRefunded.buyAgain': 'Zum aktuellen Preis kaufen',
  'mail.paymentRefunded.contactSupport': 'Unser Support-Team kontaktieren',
  'mail.paymentRefunded.footnote':
    'Fragen zu dieser Zahlung? Antworte auf diese E-Mail oder nutze den Chat auf unserer Website.',

  'mail.contactAck.subject': 'Wir haben deine Nachricht erhalten',
  'mail.contactAck.heading': 'Danke, dass du dich an Roamly wendest',
  'mail.contactAck.received':
    'Wir haben deine Nachricht erhalten. Unser Support-Team antwortet innerhalb von 24 Stunden, meist viel schneller.',
  'mail.contactAck.installationGuide':
    'Wenn sich eine eSIM nicht verbindet, hilft oft sofort die Installationsanleitung auf unserer Website.',
  'mail.contactAck.footnote':
    'Du musst deine Nachricht nicht noch einmal senden. Wenn du uns nicht geschrieben hast, kannst du diese E-Mail ignorieren.',

  'mail.contactReply.subject': 'Re: deine Nachricht an Roamly ({subject})',
  'mail.contactReply.greeting': 'Hallo {name},',
  'mail.contactReply.replyAgain': 'Antworte auf diese E-Mail, wenn du noch etwas brauchst.',
  'mail.contactReply.youWrote': 'Du hast uns am {date} geschrieben: „{message}“',
} as const satisfies Translation<typeof english>;
