/** A delivered eSIM on its order card: how to install it on the screen in hand, and its status. */
import type { Translation } from '../index.ts';
import type english from '../en/esims.ts';

export default {
  'esims.installLabel': 'Installa questa eSIM',
  'esims.beforeYouFly':
    'Prima del volo, disattiva il roaming dati sulla linea principale e scegli questa eSIM per i dati mobili, altrimenti il tuo operatore potrebbe addebitarti il roaming.',
  'esims.beforeYouFlyLink': 'Come fare',
  'esims.cannotScan':
    'Non riesci a scansionarlo? Inserisci invece questi dati nelle impostazioni eSIM del telefono:',
  'esims.enterByHand': 'Inserisci i dati manualmente',
  'esims.showQrCode': 'Mostra il codice QR per un altro dispositivo',
  'esims.installOnIphone': 'Installa su questo iPhone',
  'esims.installOnIphoneNext':
    'L’iPhone ti chiede di confermare, poi aggiunge l’eSIM. Il tuo piano parte solo quando si connette per la prima volta nella tua destinazione.',
  'esims.installOnAndroid': 'Installa su questo telefono Android',
  'esims.installOnAndroidNext':
    'Il telefono ti chiede di confermare, poi aggiunge l’eSIM (se il produttore lo consente; altrimenti inserisci i dati manualmente). Il tuo piano parte solo quando si connette per la prima volta nella tua destinazione.',

  'esims.openInBrowser': 'Apri questa pagina in {browser}',
  /** `{app}` is a brand ('Instagram') or esims.googleApp / esims.unnamedApp. */
  'esims.inAppBrowserText':
    'Il browser integrato di {app} non può installare un’eSIM. Usa il menu dell’app (••• o ⋮) per aprire questa pagina in {browser}, oppure copia il link e incollalo lì. Potrebbe esserti chiesto di accedere di nuovo.',
  'esims.googleApp': 'Google',
  'esims.unnamedApp': 'questa app',
  'esims.copyLink': 'Copia il link',
  'esims.linkName': 'Link',
  'esims.oldIphoneHeading': 'L’installazione con un tocco richiede iOS 17.4 o successivo',
  'esims.oldIphoneText':
    'Aggiorna l’iPhone in Impostazioni → Generali → Aggiornamento software, oppure aggiungi l’eSIM manualmente: Impostazioni → Cellulare → Aggiungi eSIM → Usa codice QR → Inserisci i dettagli manualmente, poi digita i due dati qui sotto.',

  'esims.smdpAddress': 'Indirizzo SM-DP+',
  'esims.activationCode': 'Codice di attivazione',
  'esims.copy': 'Copia',
  'esims.copyName': 'Copia {name}',
  'esims.copied': 'Copiato',
  'esims.copyFailed': 'Selezionalo per copiarlo',
  'esims.onClipboard': '{name} copiato negli appunti',

  'esims.statusHeading': 'Stato dell’eSIM',
  'esims.refresh': 'Aggiorna',
  'esims.checking': 'Verifica della tua eSIM in corso…',
  'esims.statusNotInstalled': 'Non ancora installata',
  'esims.statusInstalled': 'Installata',
  'esims.statusActive': 'Attiva',
  'esims.statusUsedUp': 'Dati esauriti',
  'esims.statusExpired': 'Scaduta',
  'esims.statusUnknown': 'Stato sconosciuto',
  'esims.daysLeft.one': '{count} giorno rimanente',
  'esims.daysLeft.other': '{count} giorni rimanenti',
  'esims.queuedHeading': 'In coda dopo questo piano:',
  'esims.checkedJustNow': 'Verificato ora',
  'esims.checkedMinutesAgo.one': 'Verificato {count} min fa',
  'esims.checkedMinutesAgo.other': 'Verificato {count} min fa',
  'esims.checkedHoursAgo.one': 'Verificato {count} h fa',
  'esims.checkedHoursAgo.other': 'Verificato {count} h fa',
  'esims.noData.title': 'Niente dati da quando sei arrivato ({country})?',
  'esims.noData.titleNoCountry': 'La tua eSIM non ha ancora dati?',
  'esims.noData.intro':
    'La tua eSIM si è collegata a una rete, ma finora non è passato alcun dato. Quasi sempre la causa è una di queste tre impostazioni:',
  'esims.noData.roamingTitle': 'Attiva il roaming dati per la linea eSIM',
  'esims.noData.roamingIphone':
    'iPhone: Impostazioni → Cellulare → la tua linea eSIM → attiva Roaming dati.',
  'esims.noData.roamingAndroid':
    'Android: Impostazioni → Connessioni → Reti mobili → Roaming dati (Samsung), oppure Impostazioni → Rete e Internet → SIM → la tua eSIM → Roaming (Pixel).',
  'esims.noData.dataLineTitle': 'Usa la eSIM per i dati mobili',
  'esims.noData.dataLineIphone':
    'iPhone: Impostazioni → Cellulare → Dati cellulare → scegli la tua linea eSIM e disattiva Consenti passaggio dati cellulare.',
  'esims.noData.dataLineAndroid':
    'Android: Impostazioni → Connessioni → Gestione SIM → Dati mobili → la tua eSIM (Samsung), oppure Impostazioni → Rete e Internet → SIM → la tua eSIM → attiva Dati mobili (Pixel).',
  'esims.noData.networkTitle': 'Collegati a una rete prevista dal tuo piano',
  'esims.noData.networksKnown': 'In {country} il tuo piano usa {networks}.',
  'esims.noData.seenOn': 'L’ultima rete su cui è stato visto il tuo telefono è {network}.',
  'esims.noData.networkIphone':
    'iPhone: Impostazioni → Cellulare → la tua linea eSIM → Selezione rete → disattiva Automatico e scegli la rete a mano.',
  'esims.noData.networkAndroid':
    'Android: Impostazioni → Connessioni → Reti mobili → Operatori di rete (Samsung), oppure le impostazioni della tua eSIM → disattiva Seleziona automaticamente la rete (Pixel), poi scegli la rete a mano.',
  'esims.noData.restart': 'Poi attiva e disattiva una volta la modalità aereo.',
  'esims.noData.help': 'Ancora niente dati? Risolviamo insieme.',
  'esims.noData.chat': 'Apri la chat',
  'esims.noData.contact': 'Contattaci',
  'esims.noDataMail.subject': 'Ancora niente dati? Tre controlli veloci',
  'esims.noDataMail.preheader':
    'La tua eSIM è collegata a una rete, ma finora non è passato alcun dato. Tre impostazioni da controllare.',
  'esims.noDataMail.help':
    'Ancora niente dati? Scrivici nella chat del sito o dalla pagina Contatti e ti aiutiamo subito. Trovi questi passaggi anche sulla tua eSIM, in I miei ordini.',
} as const satisfies Translation<typeof english>;
