/**
 * My Orders and the eSIM list on My Account: each order's card, its QR code, its top-ups ('Add
 * data') and its refund.
 */
export default {
  'orders.title': 'My Orders',
  'orders.pageDescription': 'Your Roamly eSIM orders, their activation status and QR codes.',
  'orders.loading': 'Loading your orders',
  'orders.signInTitle': 'Unauthorized',
  'orders.signInText': 'Please log in to view your orders.',
  'orders.loadFailedHeading': 'Your orders could not be loaded',
  'orders.loadFailedText': 'Please try again.',
  'orders.tryAgain': 'Try again',
  'orders.noneHeading': "You haven't made any purchases yet",
  'orders.noneText': 'Pick a destination and your eSIM will show up here, ready to install.',
  'orders.browsePlans': 'Browse Plans',
  'orders.returnNotCompleted': 'Your payment was not completed. Please try again.',

  'orders.orderNumber': 'Order #{number}',
  'orders.activating': 'Activating eSIM...',
  'orders.deliveryPromise': 'Usually ready within a minute, at most {minutes} minutes: by {time}.',
  'orders.deliveryOverdue':
    'This is taking longer than usual. We are on it, and you will get an e-mail the moment your eSIM is ready.',
  'orders.late.title': 'Your eSIM is late',
  'orders.late.offer':
    'We promised it within {minutes} minutes and have not delivered it yet. We are on it. If you would rather not wait, you can have your money back in full now.',
  'orders.late.onIt':
    'We promised it within {minutes} minutes and have not delivered it yet. We are on it, and you will get an e-mail the moment it is ready.',
  'orders.late.refundNow': 'Refund now',
  'orders.late.refunding': 'Refunding…',
  'orders.ready': 'Ready',
  'orders.failed': 'Failed',
  'orders.refunded': 'Refunded',
  'orders.data': 'Data',
  'orders.duration': 'Duration',
  'orders.iccid': 'ICCID',
  'orders.errorLabel': 'Error:',

  'orders.qrAlt': 'eSIM QR code for {plan}',
  'orders.qrScan': 'Scan it with the phone that will travel. It can be installed once.',
  'orders.qrDownload': 'Download',
  'orders.qrDownloadFailed': 'Download failed',
  'orders.qrNotDownloaded': 'The QR code could not be downloaded. Please try again.',
  'orders.installationGuide': 'Installation guide',
  /** The saved QR code's file name on My Orders; `{plan}` and `{order}` are letters, digits, '-'. */
  'orders.qrFileOfOrder': 'esim-{plan}-{order}.png',
  /** The saved QR code's file name on My Account. */
  'orders.qrFileOfAccount': '{plan}-esim-qr-code.png',

  'orders.subscriptionsHeading': 'My eSIM Subscriptions',
  'orders.subscriptionsLoading': 'Loading your subscriptions',
  'orders.subscriptionsFailed': 'Your subscriptions could not be loaded. {reason}',
  'orders.subscriptionsNoneHeading': 'No subscriptions yet',
  'orders.subscriptionsNoneText': 'Your eSIMs will appear here after your first purchase.',
  'orders.purchasedOn': 'Purchased {date}',
  'orders.statusPending': 'Pending',
  'orders.statusCompleted': 'Completed',
  'orders.downloadQrCode': 'Download QR Code',

  'orders.topUpsHeading': 'Top-ups',
  'orders.topUpDataAdded': 'Data added',
  'orders.addData': 'Add data',
  'orders.addDataLead': 'More data on this same eSIM: no new QR code, nothing to reinstall.',
  'orders.addDataLoading': 'Loading the plans that fit this eSIM...',
  'orders.addDataFailed': 'The plans for this eSIM could not be loaded. Please try again.',
  'orders.addDataNone': 'No plan can be added to this eSIM right now.',
  'orders.addDataPlan': 'Add {plan} for {price}',
  'orders.addDataPlanDetails': '({data}, {duration})',

  'orders.refundOffered': 'Unused eSIMs can be refunded until {day}.',
  'orders.refundButton': 'Cancel and refund',
  'orders.refundConfirmLabel': 'Confirm the refund',
  'orders.refundConfirmText':
    'Cancel this eSIM and refund {price} to your original payment method? You will no longer be able to install it. Refunds take 5-10 business days to arrive.',
  'orders.refundConfirm': 'Yes, cancel and refund',
  'orders.refundSending': 'Cancelling...',
  'orders.refundKeep': 'Keep my eSIM',
  'orders.refundNotRequested': 'Your refund could not be requested. Please try again.',
} as const;
