/** The help pages: FAQ, installation guide, device compatibility and how it works. */
import type { Translation } from '../index.ts';
import type english from '../en/help.ts';

export default {
  'help.contactSupport': 'Contatta l’assistenza',
  'help.readFaq': 'Leggi le FAQ',
  'help.stepNumber': 'Passaggio {number}:',

  'help.faqPage.title': 'Centro assistenza: domande sulle eSIM da viaggio',
  'help.faqPage.description':
    'Risposte alle domande più comuni sulle eSIM da viaggio: compatibilità, installazione, attivazione, chiamate e rimborsi. Assistenza Roamly 24/7.',
  'help.faqPage.eyebrow': 'Centro assistenza',
  'help.faqPage.heading': 'Come possiamo aiutarti?',
  'help.faqPage.lead':
    'Risposte rapide su come installare e usare la tua eSIM da viaggio. Non trovi quello che cerchi? Il nostro team è qui 24 ore su 24, 7 giorni su 7.',
  'help.faqPage.guidesHeading': 'Guide',
  'help.faqPage.installationTitle': 'Guida all’installazione',
  'help.faqPage.installationText': 'Passo passo per iPhone e Android',
  'help.faqPage.compatibilityTitle': 'Compatibilità dei dispositivi',
  'help.faqPage.compatibilityText': 'Verifica che il tuo telefono supporti l’eSIM',
  'help.faqPage.howItWorksTitle': 'Come funziona',
  'help.faqPage.howItWorksText': 'Dalla scelta del piano alla connessione',
  'help.faqPage.questionsHeading': 'Domande frequenti',
  'help.faqPage.stillHeading': 'Hai ancora domande?',
  'help.faqPage.stillText': 'Rispondiamo entro 24 ore, in media in meno di 2.',

  'help.installationPage.title': 'Installa la tua eSIM: guida per iPhone e Android',
  'help.installationPage.description':
    'Guida passo passo per installare la tua eSIM da viaggio Roamly su iPhone, iPad e Android: scansiona il codice QR prima di partire, attivala all’arrivo.',
  'help.installationPage.eyebrow': 'Guida all’installazione',
  'help.installationPage.heading': 'Installa la tua eSIM in pochi minuti',
  'help.installationPage.lead':
    'Segui questi cinque passaggi con il Wi-Fi prima di partire, poi attiva l’eSIM quando arrivi.',
  'help.installationPage.importantHeading': 'Importante prima di iniziare',
  'help.installationPage.stepsHeading': 'Scegli il tuo dispositivo',
  'help.installationPage.beforeYouFlyHeading': 'Prima del volo',
  'help.installationPage.helpHeading': 'Serve aiuto?',
  'help.installationPage.helpText':
    'Se qualcosa non ti convince, non eliminare l’eSIM. Il nostro team di assistenza è disponibile 24/7 e ti guiderà passo passo.',
  'help.installationTabs.label': 'Il tuo dispositivo',
  'help.installationTabs.iphone': 'iPhone / iPad',
  'help.installationTabs.android': 'Android',
  'help.installationTabs.iphoneStepsHeading': 'Installazione su iPhone / iPad',
  'help.installationTabs.androidStepsHeading': 'Installazione su Android',

  'help.compatibilityPage.title': 'Telefoni compatibili eSIM: iPhone, Samsung e Pixel',
  'help.compatibilityPage.description':
    'Verifica se il tuo telefono supporta l’eSIM: iPhone, Samsung Galaxy, Google Pixel e gli altri modelli compatibili con Roamly, e come controllare il tuo.',
  'help.compatibilityPage.eyebrow': 'Prima dell’acquisto',
  'help.compatibilityPage.heading': 'Compatibilità dei dispositivi',
  'help.compatibilityPage.lead':
    'Il tuo telefono deve supportare l’eSIM ed essere sbloccato, senza vincolo operatore. La maggior parte dei telefoni degli ultimi anni va bene.',
  'help.compatibilityPage.howToCheckHeading': 'Come verificarlo',
  'help.compatibilityPage.onIphone': 'Su iPhone',
  'help.compatibilityPage.iphonePath': 'Impostazioni → Cellulare → Aggiungi eSIM',
  'help.compatibilityPage.onAndroid': 'Su Android',
  'help.compatibilityPage.androidPath': 'Impostazioni → Rete e Internet → SIM → Aggiungi SIM',
  'help.compatibilityPage.goToBefore': 'Vai in',
  'help.compatibilityPage.goToAfter': '. Se puoi aggiungere un’eSIM, sei a posto.',
  'help.compatibilityPage.anyPhone': 'Qualsiasi telefono',
  'help.compatibilityPage.dialBefore': 'In alternativa, componi',
  'help.compatibilityPage.devicesHeading': 'Dispositivi compatibili',
  'help.compatibilityPage.devicesLead':
    'I telefoni con blocco operatore non possono usare un’eSIM da viaggio, anche se sono in questo elenco.',
  'help.compatibilityPage.notListedHeading': 'Il tuo dispositivo non è in elenco?',
  'help.compatibilityPage.notListedText':
    'Niente paura: molti dispositivi usciti dopo il 2018 supportano l’eSIM. Per saperne di più sul tuo:',
  'help.compatibilityPage.askManufacturerStep': 'Informati presso il produttore',
  'help.compatibilityPage.eidStep': 'Cerca un EID (componi *#06#)',
  'help.compatibilityPage.contactManufacturerStep': 'Contatta il produttore',

  // Dial *#06#: the sentence around the code and the EID, shared by the page and the checker.
  'help.eid.dialAfter': '.',
  'help.eid.ifBefore': 'Se compare un numero',
  'help.eid.abbreviation': 'EID',
  'help.eid.expansion': 'identificativo eUICC',
  'help.eid.ifAfter': 'vuol dire che il telefono supporta l’eSIM.',

  'help.deviceChecker.label': 'Verifica del dispositivo',
  'help.deviceChecker.searchLabel': 'Verifica il tuo telefono',
  'help.deviceChecker.hint': 'Scrivi la marca o il modello per filtrare l’elenco qui sotto.',
  'help.deviceChecker.placeholder': 'es. iPhone 13, Galaxy S23, Pixel 7a',
  'help.deviceChecker.adviceHeading': 'Che cosa controllare invece',
  'help.deviceChecker.adviceLead':
    'Potrebbe funzionare lo stesso: molti telefoni usciti dopo il 2018 supportano l’eSIM.',
  'help.deviceChecker.dialBefore': 'Componi',
  'help.deviceChecker.settingsBefore': 'Cerca nelle Impostazioni l’opzione',
  'help.deviceChecker.settingsOption': '«Aggiungi eSIM»',
  'help.deviceChecker.settingsAfter':
    '(iPhone: Impostazioni → Cellulare; Android: Impostazioni → Rete e Internet → SIM).',
  'help.deviceChecker.unlockedBefore': 'Assicurati che il telefono sia',
  'help.deviceChecker.unlocked': 'senza blocco operatore',
  'help.deviceChecker.unlockedAfter': '.',
  'help.deviceChecker.askManufacturer': 'Chiedi al produttore se il tuo modello supporta l’eSIM.',
  // Set by the checker's script as the visitor types.
  'help.deviceStatus.notListed': '«{query}» non è nel nostro elenco.',
  'help.deviceStatus.compatibleMatches.one': '{count} modello compatibile corrisponde a «{query}»',
  'help.deviceStatus.compatibleMatches.other':
    '{count} modelli compatibili corrispondono a «{query}»',
  'help.deviceStatus.mixedMatches.one':
    '{count} modello corrisponde a «{query}»: compatibili {compatible}, non compatibili {notCompatible}',
  'help.deviceStatus.mixedMatches.other':
    '{count} modelli corrispondono a «{query}»: compatibili {compatible}, non compatibili {notCompatible}',

  'help.deviceLists.otherBrands': 'Altre marche',
  'help.deviceLists.deviceCount.one': '{count} dispositivo',
  'help.deviceLists.deviceCount.other': '{count} dispositivi',
  'help.deviceLists.compatible': 'Compatibile',
  'help.deviceLists.notCompatible': 'Non compatibile',

  'help.stillUnsure.before': 'Hai ancora dubbi?',
  'help.stillUnsure.link': 'Chiedi al nostro team di assistenza',
  'help.stillUnsure.after': 'prima di acquistare.',

  'help.howItWorksPage.title': 'Come funzionano le eSIM da viaggio: 4 semplici passaggi',
  'help.howItWorksPage.description':
    'Scegli la destinazione e il piano dati, ricevi il codice QR via e-mail e scansionalo. Così le eSIM Roamly ti portano online all’estero in pochi minuti.',
  'help.howItWorksPage.eyebrow': 'Come funziona',
  'help.howItWorksPage.heading': 'Online all’estero in 4 semplici passaggi',
  'help.howItWorksPage.lead':
    'Niente SIM di plastica, niente sorprese con il roaming. Acquista un piano dati prepagato prima di partire e connettiti appena atterri.',
  'help.howItWorksPage.stepsHeading': 'I quattro passaggi',
  'help.howItWorksPage.ctaHeading': 'Tutto pronto per il viaggio?',
  'help.howItWorksPage.ctaText':
    'Piani per oltre 190 Paesi, con validità di 7, 14 o 30 giorni a partire dall’attivazione.',
  'help.howItWorksPage.browsePlans': 'Scopri i piani',
  'help.howItWorksPage.checkDevice': 'Verifica il tuo dispositivo',
} as const satisfies Translation<typeof english>;
