/** The home page, section by section. */
import type { Translation } from '../index.ts';
import type english from '../en/home.ts';

export default {
  'home.title': 'eSIM da viaggio con dati per oltre 190 Paesi | Roamly',
  'home.description':
    'Piani dati eSIM prepagati per viaggiare in oltre 190 Paesi e regioni. Attivazione immediata, nessuna SIM fisica, tieni il tuo numero WhatsApp. Assistenza 24/7.',

  'home.hero.eyebrow': 'eSIM da viaggio prepagate',
  // The heading's highlighted words, with what comes before and after them.
  'home.hero.titleBefore': 'Sempre online in',
  'home.hero.titleHighlight': 'oltre 190 Paesi',
  'home.hero.titleAfter': '',
  'home.hero.lead':
    'Dati prepagati per il tuo viaggio, pronti in pochi minuti. Installa l’eSIM prima di partire e sei online appena atterri, senza bollette di roaming ad aspettarti a casa.',
  'home.hero.searchForm': 'Cerca una destinazione',
  'home.hero.searchLabel': 'Paese o regione',
  'home.hero.searchPlaceholder': 'Cerca un Paese o una regione',
  'home.hero.searchButton': 'Cerca',
  'home.hero.rating': '4,8/5',
  'home.hero.reviews': 'su oltre 50.000 recensioni',
  'home.hero.claimTravellers': 'Oltre 10 milioni di viaggiatori',
  'home.hero.claimInstant': 'Attivazione immediata',
  'home.hero.claimNoSim': 'Nessuna SIM fisica',

  // The phone drawn beside the hero: an example eSIM in use.
  'home.visual.destination': 'Giappone',
  'home.visual.plan': '5 GB · 7 giorni',
  'home.visual.active': 'Attiva',
  'home.visual.dataLeft': 'Dati rimanenti',
  'home.visual.dataLeftAmount': '3,4 GB',
  'home.visual.daysLeft': '6 giorni',
  'home.visual.remaining': 'rimanenti',
  'home.visual.lines': '2 linee',
  'home.visual.linesDetail': 'eSIM + SIM di casa',
  'home.visual.arrivalLine1': 'Attivata',
  'home.visual.arrivalLine2': 'all’arrivo',
  'home.visual.plasticLine1': 'Niente SIM',
  'home.visual.plasticLine2': 'di plastica',

  'home.featured.heading': 'Destinazioni in evidenza',
  'home.featured.lead':
    'Un’eSIM per un solo Paese, oppure un pacchetto regionale che attraversa i confini con te.',
  'home.featured.tabs': 'Destinazioni in evidenza',
  'home.featured.popular': 'Più richieste',
  'home.featured.regional': 'Pacchetti regionali',
  'home.featured.countries': 'Paesi',
  'home.featured.promo': 'PROMO HAJJ',
  'home.featured.viewAll.one': 'Vedi {count} Paese',
  'home.featured.viewAll.other': 'Vedi tutti i {count} Paesi',

  'home.benefits.eyebrow': 'Perché Roamly',
  'home.benefits.heading': 'Viaggia come chi è del posto, online dal primo giorno',
  'home.benefits.lead':
    'Tutto quello che ti serve da un piano mobile all’estero, senza cambiare SIM né fare la fila a un chiosco.',
  'home.benefits.dataTitle': 'Tanti dati, nessuna sorpresa in bolletta',
  'home.benefits.dataText':
    'Scegli da 3 GB a oltre 20 GB per 7, 14 o 30 giorni, a prezzo fisso. Nessun costo di roaming ad aspettarti a casa.',
  'home.benefits.appsTitle': 'Tutte le tue app preferite',
  'home.benefits.appsText':
    'Mappe, messaggi, corse in auto, traduzioni e banca funzionano proprio come a casa.',
  'home.benefits.numberTitle': 'Tieni il tuo numero per i messaggi',
  'home.benefits.numberText':
    'WhatsApp e iMessage restano sulla tua linea principale, così amici e famiglia ti trovano come sempre.',
  'home.benefits.supportTitle': 'Assistenza 24/7',
  'home.benefits.supportText':
    'Aiuto in chat e via e-mail a qualsiasi ora, in qualunque fuso orario ti trovi.',
  'home.benefits.speedTitle': 'Internet veloce',
  'home.benefits.speedText': 'Connettiti a reti locali affidabili in 4G, e in 5G dove disponibile.',
  'home.benefits.dualSimTitle': 'Due SIM, un solo telefono',
  'home.benefits.dualSimText':
    'Pronta per il dual SIM: tieni la SIM fisica per chiamate e SMS mentre l’eSIM gestisce i dati.',

  'home.eco.eyebrow': 'Meglio per il pianeta',
  'home.eco.heading': 'Niente SIM di plastica. Niente spedizioni.',
  'home.eco.text':
    'La tua eSIM si scarica, non arriva per posta. Niente da spedire, niente da buttare e niente da perdere per strada.',
  'home.eco.noPlastic': 'Nessuna SIM di plastica',
  'home.eco.noShipping': 'Niente imballaggi né spedizioni',
  'home.eco.byEmail': 'Consegnata via e-mail in pochi minuti',
  'home.eco.buy': 'Acquista un’eSIM',

  'home.trust.heading': 'Viaggiatori di tutto il mondo si fidano di noi',
  'home.trust.rating': '4,5/5',
  'home.trust.ratingWord': 'Eccellente',
  'home.trust.satisfaction': '98%',
  'home.trust.satisfactionWord': 'di clienti soddisfatti',
  'home.trust.securePayment': 'Pagamento sicuro',
  'home.trust.card': 'Carta',
  'home.trust.mobileWallet': 'Portafoglio digitale',
  'home.trust.payWallet': 'Wallet di pagamento',

  'home.testimonials.eyebrow': 'Recensioni',
  'home.testimonials.heading': 'Piace a chi viaggia',
  'home.testimonials.carousel': 'Testimonianze',
  // What a screen reader calls the carousel and each of its slides.
  'home.testimonials.carouselRole': 'carosello',
  'home.testimonials.slideRole': 'diapositiva',
  'home.testimonials.slide': '{index} di {count}',
  'home.testimonials.verified': 'Viaggiatore verificato',
  'home.testimonials.previous': 'Testimonianza precedente',
  'home.testimonials.next': 'Testimonianza successiva',

  'home.steps.eyebrow': 'Come funziona',
  'home.steps.heading': 'Online in tre semplici passaggi',
  'home.steps.findTitle': 'Trova la tua destinazione',
  'home.steps.findText':
    'Cerca il Paese o la regione che visiterai e scegli i dati e il numero di giorni che ti servono.',
  'home.steps.findLink': 'Verifica che il tuo telefono sia compatibile',
  'home.steps.installTitle': 'Installa la tua eSIM',
  'home.steps.installText':
    'Il codice QR e una guida passo passo ti arrivano via e-mail. Seguila per installare l’eSIM prima di partire.',
  'home.steps.activateTitle': 'Attivala all’arrivo',
  'home.steps.activateText':
    'Appena atterri, accendi la linea eSIM e il roaming dati. Sei online, e la validità parte da adesso.',
  'home.steps.viewAll': 'Vedi tutte le destinazioni',

  'home.faq.heading': 'Domande frequenti',
  'home.faq.lead': 'Risposte rapide su eSIM, configurazione e piano.',
  'home.faq.stillUnsure': 'Hai ancora una domanda?',
  'home.faq.contact': 'Contatta il nostro team di assistenza',

  'home.cta.heading': 'Tutto pronto per il prossimo viaggio?',
  'home.cta.lead':
    'Scegli un piano in un minuto, installalo a casa e atterra già online in oltre 190 Paesi.',
  'home.cta.browse': 'Scopri i piani',
  'home.cta.learnMore': 'Scopri di più',
  // Read after 'Learn More' by screen readers only.
  'home.cta.learnMoreDetail': 'su come funziona Roamly',
} as const satisfies Translation<typeof english>;
