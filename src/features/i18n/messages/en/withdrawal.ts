/** The EU withdrawal function: its pages, mails and answers (docs/decisions/0042-withdrawal-function.md). */
export default {
  'withdrawal.linkLabel': 'Withdraw from contract here',
  'withdrawal.page.title': 'Withdraw from contract',
  'withdrawal.page.description':
    'Withdraw from your Roamly contract within the withdrawal period, without signing in.',
  'withdrawal.page.lead':
    'Bought an eSIM in the last {days} days? You can withdraw from the contract here. Give your order number and the e-mail address of your account, and we will send you a link to confirm.',
  'withdrawal.form.orderNumber': 'Order number',
  'withdrawal.form.orderNumberHint': 'As shown in your order e-mails, for example #1a2b3c4d',
  'withdrawal.form.email': 'E-mail address',
  'withdrawal.form.submit': 'Send me the link',
  'withdrawal.form.sending': 'Sending…',
  'withdrawal.form.failed': 'That did not work. Please try again.',
  'withdrawal.confirm.title': 'Confirm withdrawal',
  'withdrawal.confirm.lead': 'You are withdrawing from this contract:',
  'withdrawal.confirm.order': 'Order number',
  'withdrawal.confirm.plan': 'Plan',
  'withdrawal.confirm.bought': 'Bought on',
  'withdrawal.confirm.email': 'Confirmation sent to',
  'withdrawal.confirm.name': 'Your name',
  'withdrawal.confirm.button': 'Confirm withdrawal',
  'withdrawal.confirm.sending': 'Sending…',
  'withdrawal.confirm.loading': 'Loading your contract…',
  'withdrawal.confirm.alreadyReceived': 'We received your withdrawal from this contract on {date}.',
  'withdrawal.confirm.noLink': 'This page opens from the link in your e-mail.',
  'withdrawal.confirm.askAgain': 'Ask for a new link',
  'mail.withdrawal.link.subject': 'Confirm your withdrawal from order #{order}',
  'mail.withdrawal.link.heading': 'Withdraw from your contract',
  'mail.withdrawal.link.body':
    'You asked to withdraw from the contract for your {plan} eSIM for {country} (order #{order}). Open the link below and confirm your withdrawal.',
  'mail.withdrawal.link.footnote':
    'The link works for {hours} hours. If you did not ask for it, ignore this e-mail: nothing changes.',
  'mail.withdrawal.received.subject': 'We have received your withdrawal (order #{order})',
  'mail.withdrawal.received.heading': 'Your withdrawal has been received',
  'mail.withdrawal.received.content':
    '{name}, you have withdrawn from your contract for the {plan} eSIM for {country} (order #{order}, bought on {boughtOn} for {amount}).',
  'mail.withdrawal.received.atUtc': 'We received your withdrawal on {utc}.',
  'mail.withdrawal.received.atLocal': 'In your time zone ({zone}) that was {local}.',
  'mail.withdrawal.received.refunded':
    'The plan had not been used, so we have cancelled the eSIM and refunded {amount} to your original payment method. It usually shows on your statement within 5-10 business days.',
  'mail.withdrawal.received.refundUnderWay':
    'The plan had not been used, so we are cancelling the eSIM and refunding {amount} to your original payment method. We will e-mail you once the refund is done.',
  'mail.withdrawal.received.deliveryStarted':
    'Your eSIM had already been installed or its plan had started. At checkout you asked us to deliver it straight away and accepted that your right of withdrawal ends once delivery has begun (see our terms; EU Directive 2011/83/EU, Article 16(m)). So no refund is due for this order.',
  'mail.withdrawal.received.support':
    'Our support team will look at your order and write to you within 2 business days about your money.',
  'mail.withdrawal.received.questions':
    'Questions, or think something is wrong? Reply to this e-mail or write to {support}.',
  'mail.withdrawal.withinPeriod':
    'Changed your mind? You can withdraw from this contract until {date}.',
  'mail.withdrawal.consent.given':
    'Confirmation of your request: at checkout, on {date}, you asked for delivery within the withdrawal period and ticked this statement:',
  'mail.withdrawal.consent.quoted': '“{text}”',
  'mail.withdrawal.consent.meaning':
    'What this means for your right of withdrawal: as long as the eSIM is not installed and its plan has not started, you can still withdraw within {days} days of purchase and get a full refund. Once the eSIM is installed or its plan has started, you no longer have a right of withdrawal, as you acknowledged.',
  'api.withdrawal.linkSent':
    'If this order number belongs to this e-mail address and the order is within its withdrawal period, we have sent a link to that address. Open it to confirm your withdrawal.',
  'api.withdrawal.linkInvalid': 'This link is not valid or has expired. Please ask for a new one.',
  'api.withdrawal.periodOver': 'The {days}-day withdrawal period for this order has ended.',
  'api.withdrawal.received':
    'Your withdrawal has been received, and we have e-mailed you a confirmation.',
  'api.withdrawal.refunded': 'The plan was unused: {amount} is on its way back to you.',
  'api.withdrawal.refundUnderWay':
    'The plan was unused: we are refunding {amount} and will e-mail you when it is done.',
  'api.withdrawal.deliveryStarted':
    'Your eSIM was already installed or its plan had started, so under our terms your right of withdrawal had ended and no refund is due. If you think this is wrong, please contact support.',
  'api.withdrawal.support':
    'Our support team will look at your order and write to you within 2 business days.',
  'validation.withdrawal.orderNumber':
    'Enter the order number from your order e-mail, e.g. #1a2b3c4d',
  'validation.withdrawal.name': 'Enter your name',
  'validation.withdrawal.link': 'This link is not valid. Please ask for a new one.',
} as const;
