/** The checkout page: the order summary, the card form, the pay button and the price hold. */
import type { Translation } from '../index.ts';
import type english from '../en/checkout.ts';

export default {
  'checkout.title': 'Pagamento',
  'checkout.pageDescription': 'Paga in modo sicuro la tua eSIM da viaggio Roamly.',
  'checkout.backToDestinations': 'Torna alle destinazioni',
  'checkout.loading': 'Caricamento del pagamento...',
  'checkout.signInTitle': 'Accesso necessario',
  'checkout.signInText': 'Accedi per continuare.',
  'checkout.errorTitle': 'Errore',
  'checkout.intentFailedTitle': 'Impossibile avviare il pagamento',
  'checkout.planMissingHeading': 'Piano non trovato',
  'checkout.planMissingText': 'Questo piano non è più in vendita, oppure il link è sbagliato.',
  'checkout.unavailableHeading': 'Il pagamento non è disponibile in questo momento',
  'checkout.unavailableText': 'Non siamo riusciti a caricare questo piano. Riprova tra poco.',
  'checkout.topUpRefusedHeading': 'Questa ricarica non è disponibile',
  'checkout.topUpRefusedText': 'Questo piano non si può aggiungere a questa eSIM.',
  'checkout.browsePlans': 'Scopri i piani',
  'checkout.topUpLead': 'Aggiunge dati all’eSIM che hai già.',
  'checkout.topUpExplained':
    'Nessun nuovo codice QR e niente da reinstallare: i dati si aggiungono all’eSIM che hai già.',

  'checkout.summaryHeading': 'Riepilogo dell’ordine',
  'checkout.summaryCountry': 'Paese',
  'checkout.summaryData': 'Dati',
  'checkout.summaryDuration': 'Durata',
  'checkout.summaryTotal': 'Totale',
  'checkout.summaryTotalWithTax': 'Totale ({tax} {rate} inclusa: {amount})',
  'checkout.taxName': 'IVA',
  'checkout.taxNameJapan': 'imposta sui consumi',

  'checkout.paymentHeading': 'Dati di pagamento',
  'checkout.pay': 'Paga {price}',
  'checkout.processing': 'Elaborazione in corso...',
  'checkout.securePayment':
    'Pagamento sicuro con Stripe. La tua eSIM ti arriva subito via e-mail e nella pagina I miei ordini.',
  'checkout.preparingPayment': 'Preparazione del pagamento sicuro...',
  'checkout.paymentNotStarted': 'Impossibile avviare il pagamento.',
  'checkout.tryAgain': 'Riprova',
  'checkout.notReadyTitle': 'Pagamento non pronto',
  'checkout.notReadyText': 'Attendi il caricamento del modulo di pagamento.',
  'checkout.paymentFailedTitle': 'Pagamento non riuscito',
  'checkout.paidTitle': 'Pagamento riuscito!',
  'checkout.paidText':
    'La tua eSIM è in fase di attivazione: di solito basta meno di un minuto, al massimo {minutes} minuti (entro le {time}). La troverai nella pagina I miei ordini.',
  'checkout.stillProcessing':
    'Il pagamento è ancora in elaborazione. Il tuo ordine comparirà nella pagina I miei ordini non appena sarà confermato.',
  'checkout.bankConfirmation': 'La tua banca ti chiede di confermare questo pagamento. Riprova.',
  'checkout.notCompleted': 'Impossibile completare il pagamento. Prova con un’altra carta.',
  'checkout.formLoading': 'Caricamento del modulo di pagamento...',
  'checkout.formFailed':
    'Impossibile caricare il modulo di pagamento. Controlla la connessione e ricarica la pagina.',

  'checkout.testModeNotice':
    'Modalità di prova: nessuna carta reale viene addebitata. Usa 4242 4242 4242 4242 per pagare, 4000 0000 0000 0002 per una carta rifiutata, 4000 0000 0000 9995 per fondi insufficienti.',
  'checkout.testCancelled': 'Questo pagamento è stato annullato.',
  'checkout.testDeclined': 'La tua carta è stata rifiutata.',
  'checkout.cardNumber': 'Numero della carta',
  'checkout.cardExpiry': 'Scadenza',
  'checkout.cardExpiryPlaceholder': 'MM / AA',
  'checkout.cardCvc': 'CVC',

  'checkout.heldUntil': 'Prezzo bloccato fino alle {time}',
  'checkout.quoteGoneHeading': 'Questo prezzo non è più valido',
  'checkout.continueAt': 'Continua a {price}',
  'checkout.quotePriceChanged':
    'Il prezzo di questo piano è cambiato da {quoted} a {current} mentre stavi pagando.',
  'checkout.quotePlanChanged':
    'Questo piano è cambiato mentre stavi pagando, quindi non è più quello che avevi scelto. Ricontrollalo prima di acquistare.',
  'checkout.quoteWithdrawn': 'Questo piano non è più in vendita.',
  'checkout.quoteExpired': 'Il prezzo bloccato per te è scaduto.',
  'checkout.quoteExpiredNowAt':
    'Il prezzo bloccato per te è scaduto. Il prezzo attuale è {current}.',
  'checkout.quoteEsimRefunded':
    'Questa eSIM è stata rimborsata, quindi non è possibile aggiungerle dati.',
  'checkout.quoteEsimRefundAsked':
    'È stato chiesto il rimborso di questa eSIM, quindi non è possibile aggiungerle dati.',
  'checkout.quoteAccountBlocked':
    'Il tuo account Roamly è al momento sospeso, quindi non abbiamo potuto completare questo acquisto. Il nostro team di assistenza sarà lieto di rispondere alle tue domande.',
  'checkout.quoteRefunded': 'Il tuo pagamento di {quoted} è stato rimborsato per intero.',
  'checkout.quoteNotCharged': 'Non ti è stato addebitato nulla.',
  /** What changed, then whether the customer was charged: two sentences, in this order. */
  'checkout.quoteChangeAndCharge': '{change} {charge}',

  'checkout.billingHeading': 'Dati di fatturazione',
  'checkout.billingCountry': 'Paese di fatturazione',
  'checkout.forBusiness': 'Acquisto per un’azienda',
  'checkout.businessName': 'Ragione sociale',
  'checkout.businessAddress': 'Indirizzo dell’azienda',
  'checkout.vatId': 'Partita IVA',
  'checkout.vatIdHint': 'Con il prefisso del paese, ad es. IT12345678901.',
  'checkout.optional': 'Facoltativo',
  'checkout.travelDate': 'Quando parti?',
  'checkout.travelDateHint':
    'Se l’eSIM non è ancora installata, te lo ricordiamo il giorno prima della partenza.',
  'checkout.deliveryConsent':
    'Chiedo che la mia eSIM mi sia consegnata subito, durante il periodo di recesso. Prendo atto che perdo il diritto di recesso non appena la eSIM viene installata o il suo piano ha inizio; fino ad allora posso annullarla con rimborso completo entro {days} giorni dall’acquisto.',
  'checkout.continueToPayment': 'Procedi al pagamento',
  'checkout.changeBilling': 'Modifica i dati di fatturazione',
  'checkout.vatNotConfirmed':
    'Non siamo riusciti a verificare questa partita IVA tramite il servizio VIES dell’UE, quindi l’IVA è inclusa. Controlla il numero, oppure paga con l’IVA e aggiungi l’azienda alla fattura in un secondo momento.',
  'checkout.vatUnreachable':
    'Il servizio VIES dell’UE, che verifica le partite IVA, non è raggiungibile in questo momento, quindi l’IVA è inclusa. Riprova tra qualche minuto, oppure paga con l’IVA e aggiungi l’azienda alla fattura in un secondo momento.',
} as const satisfies Translation<typeof english>;
