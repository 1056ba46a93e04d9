/** The home page, section by section. */
import type { Translation } from '../index.ts';
import type english from '../en/home.ts';

export default {
  'home.title': 'Reise-eSIM-Datentarife für über 190 Länder | Roamly',
  'home.description':
    'Prepaid-Reise-eSIMs für über 190 Länder und Regionen. Sofort aktiv, ohne Plastik-SIM, deine WhatsApp-Nummer bleibt. Support rund um die Uhr.',

  'home.hero.eyebrow': 'Prepaid-Reise-eSIMs',
  // The heading's highlighted words, with what comes before and after them.
  'home.hero.titleBefore': 'Online in',
  'home.hero.titleHighlight': 'über 190 Ländern',
  'home.hero.titleAfter': '',
  'home.hero.lead':
    'Prepaid-Daten für deine Reise, in wenigen Minuten startklar. Vor dem Abflug installieren, nach der Landung sofort online – und zu Hause wartet keine Roaming-Rechnung.',
  'home.hero.searchForm': 'Reiseziel suchen',
  'home.hero.searchLabel': 'Land oder Region',
  'home.hero.searchPlaceholder': 'Land oder Region suchen',
  'home.hero.searchButton': 'Suchen',
  'home.hero.rating': '4,8/5',
  'home.hero.reviews': 'aus über 50.000 Bewertungen',
  'home.hero.claimTravellers': 'Über 10 Mio. Reisende',
  'home.hero.claimInstant': 'Sofort aktiv',
  'home.hero.claimNoSim': 'Keine Plastik-SIM nötig',

  // The phone drawn beside the hero: an example eSIM in use.
  'home.visual.destination': 'Japan',
  'home.visual.plan': '5 GB · 7 Tage',
  'home.visual.active': 'Aktiv',
  'home.visual.dataLeft': 'Restvolumen',
  'home.visual.dataLeftAmount': '3,4 GB',
  'home.visual.daysLeft': '6 Tage',
  'home.visual.remaining': 'übrig',
  'home.visual.lines': '2 Leitungen',
  'home.visual.linesDetail': 'eSIM + Heimat-SIM',
  'home.visual.arrivalLine1': 'Aktiviert',
  'home.visual.arrivalLine2': 'bei Ankunft',
  'home.visual.plasticLine1': 'Keine Plastik-',
  'home.visual.plasticLine2': 'SIM-Karte',

  'home.featured.heading': 'Beliebte Reiseziele',
  'home.featured.lead':
    'Eine eSIM für ein einzelnes Land oder ein Regionaltarif, der mit dir über Grenzen reist.',
  'home.featured.tabs': 'Beliebte Reiseziele',
  'home.featured.popular': 'Beliebt',
  'home.featured.regional': 'Regionaltarife',
  'home.featured.countries': 'Länder',
  'home.featured.promo': 'HADSCH-AKTION',
  'home.featured.viewAll.one': '{count} Land ansehen',
  'home.featured.viewAll.other': 'Alle {count} Länder ansehen',

  'home.benefits.eyebrow': 'Warum Roamly',
  'home.benefits.heading': 'Reisen wie die Einheimischen, online ab dem ersten Tag',
  'home.benefits.lead':
    'Alles, was du im Ausland von einem Handytarif brauchst – ohne SIM-Wechsel und ohne Schlange am Kiosk.',
  'home.benefits.dataTitle': 'Viel Datenvolumen, keine Kostenfallen',
  'home.benefits.dataText':
    'Wähle 3 GB bis über 20 GB für 7, 14 oder 30 Tage zum Festpreis. Zu Hause warten keine Roaminggebühren auf dich.',
  'home.benefits.appsTitle': 'Alle deine Lieblings-Apps',
  'home.benefits.appsText':
    'Karten, Messenger, Fahrdienste, Übersetzer und Banking funktionieren wie zu Hause.',
  'home.benefits.numberTitle': 'Deine Messenger-Nummer bleibt',
  'home.benefits.numberText':
    'WhatsApp und iMessage bleiben auf deiner Hauptleitung, so erreichen dich Freunde und Familie wie gewohnt.',
  'home.benefits.supportTitle': 'Support rund um die Uhr',
  'home.benefits.supportText':
    'Hilfe per Live-Chat und E-Mail zu jeder Stunde, egal in welcher Zeitzone du bist.',
  'home.benefits.speedTitle': 'Schnelles Internet',
  'home.benefits.speedText':
    'Verbinde dich mit zuverlässigen lokalen Netzen über 4G und, wo verfügbar, 5G.',
  'home.benefits.dualSimTitle': 'Zwei SIMs, ein Handy',
  'home.benefits.dualSimText':
    'Dual-SIM-fähig: Deine physische SIM bleibt für Anrufe und SMS, die eSIM übernimmt die Daten.',

  'home.eco.eyebrow': 'Besser für den Planeten',
  'home.eco.heading': 'Keine Plastik-SIM. Kein Versand.',
  'home.eco.text':
    'Deine eSIM ist ein Download, kein Paket. Nichts zu verschicken, nichts wegzuwerfen und nichts, was unterwegs verloren geht.',
  'home.eco.noPlastic': 'Keine Plastik-SIM-Karte',
  'home.eco.noShipping': 'Keine Verpackung, kein Versand',
  'home.eco.byEmail': 'In wenigen Minuten per E-Mail',
  'home.eco.buy': 'eSIM kaufen',

  'home.trust.heading': 'Reisende weltweit vertrauen uns',
  'home.trust.rating': '4,5/5',
  'home.trust.ratingWord': 'Hervorragend',
  'home.trust.satisfaction': '98 %',
  'home.trust.satisfactionWord': 'Zufriedenheit',
  'home.trust.securePayment': 'Sichere Zahlung',
  'home.trust.card': 'Karte',
  'home.trust.mobileWallet': 'Mobile Wallet',
  'home.trust.payWallet': 'Pay-Wallet',

  'home.testimonials.eyebrow': 'Bewertungen',
  'home.testimonials.heading': 'Von Reisenden geliebt',
  'home.testimonials.carousel': 'Erfahrungsberichte',
  // What a screen reader calls the carousel and each of its slides.
  'home.testimonials.carouselRole': 'Karussell',
  'home.testimonials.slideRole': 'Folie',
  'home.testimonials.slide': '{index} von {count}',
  'home.testimonials.verified': 'Verifizierter Kauf',
  'home.testimonials.previous': 'Vorheriger Erfahrungsbericht',
  'home.testimonials.next': 'Nächster Erfahrungsbericht',

  'home.steps.eyebrow': 'So funktioniert’s',
  'home.steps.heading': 'In drei einfachen Schritten online',
  'home.steps.findTitle': 'Reiseziel finden',
  'home.steps.findText':
    'Such nach dem Land oder der Region, in die du reist, und wähle das Datenvolumen und die Anzahl der Tage, die du brauchst.',
  'home.steps.findLink': 'Prüfe, ob dein Handy kompatibel ist',
  'home.steps.installTitle': 'eSIM installieren',
  'home.steps.installText':
    'Dein QR-Code und eine Schritt-für-Schritt-Anleitung kommen per E-Mail. Folge ihr und installiere die eSIM vor der Reise.',
  'home.steps.activateTitle': 'Bei Ankunft aktivieren',
  'home.steps.activateText':
    'Schalte nach der Landung die eSIM-Leitung und das Datenroaming ein. Du bist online, und ab jetzt läuft deine Gültigkeit.',
  'home.steps.viewAll': 'Alle Reiseziele ansehen',

  'home.faq.heading': 'Häufige Fragen',
  'home.faq.lead': 'Schnelle Antworten zu eSIMs, Einrichtung und deinem Tarif.',
  'home.faq.stillUnsure': 'Noch eine Frage?',
  'home.faq.contact': 'Kontaktiere unser Support-Team',

  'home.cta.heading': 'Bereit für deine nächste Reise?',
  'home.cta.lead':
    'Tarif in einer Minute wählen, zu Hause installieren und in über 190 Ländern verbunden landen.',
  'home.cta.browse': 'Tarife ansehen',
  'home.cta.learnMore': 'Mehr erfahren',
  // Read after 'Learn More' by screen readers only.
  'home.cta.learnMoreDetail': 'darüber, wie Roamly funktioniert',
} as const satisfies Translation<typeof english>;
