/** The legal pages' own frame (terms, privacy, cookies); the policies' text is content. */
export default {
  'legal.eyebrow': 'Legal',
  'legal.lastUpdated': 'Last updated:',
  'legal.tocLabel': 'On this page',
  'legal.tocSectionCount.one': '({count} section)',
  'legal.tocSectionCount.other': '({count} sections)',
  // The final terms above checkout's pay button.
  'legal.finalTerms.heading': 'Your order, before you pay',
  'legal.finalTerms.plan': 'Plan',
  'legal.finalTerms.allowance': 'Data and validity',
  'legal.finalTerms.allowanceValue': '{data} for {duration}, counted from activation',
  'legal.finalTerms.quantity': 'Quantity',
  'legal.finalTerms.total': 'Total, taxes included',
  'legal.finalTerms.payment': 'Payment',
  'legal.finalTerms.paymentValue': 'Charged to your card now, when you press the button below',
  'legal.finalTerms.delivery': 'Delivery',
  'legal.finalTerms.deliveryValue': 'Right after payment, by e-mail and in My Orders',
  'legal.finalTerms.contract': 'Contract',
  'legal.finalTerms.contractValue': 'A one-off purchase: no subscription, nothing renews',
  'legal.finalTerms.refunds':
    'Not installed yet? Cancel it in My Orders within {days} days for a full refund. No refund once data has been used.',
  'legal.finalTerms.termsLink': 'Refunds and withdrawal: Terms of Service',
  'legal.finalTerms.disclosureLink': 'Commercial Disclosure (Japan)',
} as const;
