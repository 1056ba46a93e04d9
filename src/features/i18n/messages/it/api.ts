/** What the functions answer a customer, in Italian. */
import type { Translation } from '../index.ts';
import type english from '../en/api.ts';

export default {
  'api.auth.registered': 'Account creato. Controlla la tua e-mail per confermare il tuo indirizzo.',
  'api.auth.signedOut': 'Disconnessione effettuata',
  'api.auth.notSignedIn': 'Non hai effettuato l’accesso',
  'api.auth.verificationInvalid': 'Questo link di verifica non è valido o è scaduto.',
  'api.account.wrongPassword': 'La password non è corretta. Il tuo account resta aperto.',
  'api.account.alreadyClosed': 'Questo account è già chiuso.',
  'api.account.closed':
    'Il tuo account è chiuso. Ti abbiamo inviato per e-mail un link per riaprirlo entro 7 giorni.',
  'api.account.reopenInvalid':
    'Questo link non è valido, è già stato usato o sono passati più di 7 giorni.',
  'api.account.reopened': 'Il tuo account è di nuovo aperto. Puoi accedere con la tua password.',
  'api.auth.throttledSeconds.one': 'Troppi tentativi di accesso. Riprova tra {count} secondo.',
  'api.auth.throttledSeconds.other': 'Troppi tentativi di accesso. Riprova tra {count} secondi.',
  'api.auth.throttledMinutes.one': 'Troppi tentativi di accesso. Riprova tra {count} minuto.',
  'api.auth.throttledMinutes.other': 'Troppi tentativi di accesso. Riprova tra {count} minuti.',
  'api.tooManyRequests': 'Troppe richieste. Attendi un minuto e riprova.',

  'api.contact.sent': 'Messaggio inviato. Ti risponderemo entro 24 ore.',
  'api.contact.throttled': 'Ci hai già inviato diversi messaggi. Attendi qualche minuto e riprova.',

  'api.plans.countryCodeInvalid': 'Il codice del paese deve avere due lettere, come US o fr',
  'api.checkout.planNotFound': 'Piano non trovato',
  'api.checkout.planDoesNotFit': 'Questo piano non è compatibile con questa eSIM',
  'api.checkout.notTheEsimCurrency':
    'I dati di una eSIM si pagano nella valuta in cui è stata acquistata la eSIM',
  'api.checkout.paymentsUnavailable': 'I pagamenti non sono disponibili al momento.',
  'api.checkout.billingCountryUnknown': 'Scegli il paese di fatturazione dall’elenco',
  'api.checkout.businessNameMissing': 'Indica il nome dell’azienda per cui acquisti',
  'api.checkout.businessAddressTooLong':
    'L’indirizzo dell’azienda è troppo lungo (al massimo 500 caratteri)',
  'api.checkout.vatIdInvalid':
    'Questa partita IVA non è valida: scrivi il prefisso del paese (due lettere), poi da 2 a 13 lettere o cifre (ad es. IT12345678901)',
  'api.checkout.travelDateInvalid': 'Scegli una data di partenza tra oggi e un anno da oggi',
  'api.checkout.consentRequired':
    'Spunta la casella per chiedere la consegna immediata della eSIM prima di pagare',
  'api.checkout.paymentNotFound': 'Pagamento non trovato',
  'api.checkout.checkoutMismatch': 'Questo pagamento non corrisponde al suo ordine',
  'api.checkout.otherPlan': 'Questo pagamento riguarda un altro piano',
  'api.checkout.notSucceeded': 'Questo pagamento non è andato a buon fine',
  'api.checkout.amountMismatch': 'L’importo pagato non corrisponde al prezzo del piano',
  'api.checkout.quoteCancelled': 'Questo ordine è stato annullato prima del pagamento',
  'api.checkout.paymentRefunded':
    'Questo pagamento è stato rimborsato per intero: ciò che pagava non è più in vendita',

  'api.card.declined': 'La tua carta è stata rifiutata.',
  'api.card.insufficientFunds': 'La tua carta non ha fondi sufficienti.',
  'api.card.expired': 'La tua carta è scaduta.',
  'api.card.incorrectCvc': 'Il codice di sicurezza della tua carta non è corretto.',
  'api.card.invalidNumber': 'Il numero della tua carta non è valido.',
  'api.card.liveCardInTestMode':
    'La tua carta è stata rifiutata. La richiesta era in modalità di test, ma con una carta reale.',
  'api.card.paymentCancelled':
    'Questo pagamento è stato annullato e non può più essere completato. Non ti è stato addebitato nulla.',

  'api.esims.notFound': 'eSIM non trovata',
  'api.esims.badRefresh': 'Richiesta non valida: refresh deve essere 1',
  'api.esims.checking': 'Stiamo verificando la tua eSIM con la rete…',
  'api.esims.unreachable':
    'Non siamo riusciti a contattare la rete per verificare la tua eSIM. Riprova tra un minuto.',
  'api.topUps.plansUnavailable':
    'Non siamo riusciti a verificare quali piani sono compatibili con questa eSIM. Riprova tra poco.',

  'api.orders.notFound': 'Ordine non trovato',
  'api.orders.notReady': 'Questa eSIM non è ancora pronta',
  'api.orders.qrRefunded':
    'Questa eSIM è stata rimborsata, quindi il suo codice QR non è più disponibile',

  'api.refunds.alreadyRefunded': 'Questo ordine è già stato rimborsato',
  'api.refunds.underWay': 'Un rimborso per questo ordine è già in corso',
  'api.refunds.topUp': 'I dati aggiunti non si possono annullare da soli. Contatta l’assistenza.',
  'api.refunds.topUpUnderWay':
    'Stiamo aggiungendo dati a questa eSIM proprio ora. Riprova tra qualche minuto.',
  'api.refunds.tooLate': 'Sono passati più di {days} giorni dall’acquisto',
  'api.refunds.installed': 'Questa eSIM è già installata',
  'api.refunds.started': 'Questo piano è già iniziato',
  'api.refunds.notCancellable': 'Questo piano non può più essere annullato',
  'api.refunds.providerUnavailable':
    'Al momento non riusciamo a contattare la rete eSIM. Riprova tra qualche minuto.',
  'api.refunds.deliveredMeanwhile':
    'La tua eSIM è appena stata consegnata: la trovi nella pagina I miei ordini e sta arrivando nella tua casella di posta.',
  'api.refunds.unavailable': 'I rimborsi non sono disponibili al momento.',
  'api.refunds.accepted': 'Il tuo rimborso è in corso',
  'api.refunds.done': 'Il tuo rimborso è in arrivo',
} as const satisfies Translation<typeof english>;
