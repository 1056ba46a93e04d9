/**
 * My Orders and the eSIM list on My Account: each order's card, its QR code, its top-ups ('Add
 * data') and its refund.
 */
import type { Translation } from '../index.ts';
import type english from '../en/orders.ts';

export default {
  'orders.title': 'I miei ordini',
  'orders.pageDescription':
    'I tuoi ordini di eSIM Roamly, il loro stato di attivazione e i codici QR.',
  'orders.loading': 'Caricamento dei tuoi ordini',
  'orders.signInTitle': 'Accesso necessario',
  'orders.signInText': 'Accedi per vedere i tuoi ordini.',
  'orders.loadFailedHeading': 'Impossibile caricare i tuoi ordini',
  'orders.loadFailedText': 'Riprova.',
  'orders.tryAgain': 'Riprova',
  'orders.noneHeading': 'Non hai ancora effettuato acquisti',
  'orders.noneText': 'Scegli una destinazione e la tua eSIM comparirà qui, pronta da installare.',
  'orders.browsePlans': 'Scopri i piani',
  'orders.returnNotCompleted': 'Il pagamento non è stato completato. Riprova.',

  'orders.orderNumber': 'Ordine n. {number}',
  'orders.activating': 'Attivazione dell’eSIM in corso...',
  'orders.deliveryPromise':
    'Di solito è pronta in meno di un minuto, al massimo in {minutes} minuti: entro le {time}.',
  'orders.deliveryOverdue':
    'Ci sta mettendo più del solito. Ce ne stiamo occupando e ti invieremo un’e-mail appena la tua eSIM sarà pronta.',
  'orders.late.title': 'La tua eSIM è in ritardo',
  'orders.late.offer':
    'Te l’avevamo promessa entro {minutes} minuti e non è ancora arrivata. Ce ne stiamo occupando. Se preferisci non aspettare, puoi ottenere subito il rimborso completo.',
  'orders.late.onIt':
    'Te l’avevamo promessa entro {minutes} minuti e non è ancora arrivata. Ce ne stiamo occupando e ti invieremo un’e-mail appena sarà pronta.',
  'orders.late.refundNow': 'Rimborsami ora',
  'orders.late.refunding': 'Rimborso in corso…',
  'orders.ready': 'Pronta',
  'orders.failed': 'Errore',
  'orders.refunded': 'Rimborsato',
  'orders.data': 'Dati',
  'orders.duration': 'Durata',
  'orders.iccid': 'ICCID',
  'orders.errorLabel': 'Errore:',

  'orders.qrAlt': 'Codice QR dell’eSIM per {plan}',
  'orders.qrScan':
    'Scansionalo con il telefono che porterai in viaggio. Si può installare una sola volta.',
  'orders.qrDownload': 'Scarica',
  'orders.qrDownloadFailed': 'Download non riuscito',
  'orders.qrNotDownloaded': 'Impossibile scaricare il codice QR. Riprova.',
  'orders.installationGuide': 'Guida all’installazione',
  /** The saved QR code's file name on My Orders; `{plan}` and `{order}` are letters, digits, '-'. */
  'orders.qrFileOfOrder': 'esim-{plan}-{order}.png',
  /** The saved QR code's file name on My Account. */
  'orders.qrFileOfAccount': '{plan}-esim-codice-qr.png',

  'orders.subscriptionsHeading': 'I miei abbonamenti eSIM',
  'orders.subscriptionsLoading': 'Caricamento dei tuoi abbonamenti',
  'orders.subscriptionsFailed': 'Impossibile caricare i tuoi abbonamenti. {reason}',
  'orders.subscriptionsNoneHeading': 'Ancora nessun abbonamento',
  'orders.subscriptionsNoneText': 'Le tue eSIM compariranno qui dopo il primo acquisto.',
  'orders.purchasedOn': 'Data di acquisto: {date}',
  'orders.statusPending': 'In attesa',
  'orders.statusCompleted': 'Completato',
  'orders.downloadQrCode': 'Scarica il codice QR',

  'orders.topUpsHeading': 'Ricariche',
  'orders.topUpDataAdded': 'Dati aggiunti',
  'orders.addData': 'Aggiungi dati',
  'orders.addDataLead':
    'Più dati su questa stessa eSIM: nessun nuovo codice QR, niente da reinstallare.',
  'orders.addDataLoading': 'Caricamento dei piani adatti a questa eSIM...',
  'orders.addDataFailed': 'Impossibile caricare i piani per questa eSIM. Riprova.',
  'orders.addDataNone': 'Al momento non è possibile aggiungere piani a questa eSIM.',
  'orders.addDataPlan': 'Aggiungi {plan} a {price}',
  'orders.addDataPlanDetails': '({data}, {duration})',

  'orders.refundOffered': 'Ultimo giorno per il rimborso delle eSIM non usate: {day}.',
  'orders.refundButton': 'Annulla e rimborsa',
  'orders.refundConfirmLabel': 'Conferma il rimborso',
  'orders.refundConfirmText':
    'Vuoi annullare questa eSIM e ricevere il rimborso di {price} sul metodo di pagamento originale? Non potrai più installarla. Il rimborso arriva in 5-10 giorni lavorativi.',
  'orders.refundConfirm': 'Sì, annulla e rimborsa',
  'orders.refundSending': 'Annullamento in corso...',
  'orders.refundKeep': 'Tengo la mia eSIM',
  'orders.refundNotRequested': 'Impossibile richiedere il rimborso. Riprova.',
} as const satisfies Translation<typeof english>;
