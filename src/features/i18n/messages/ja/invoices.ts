/** Invoices and credit notes (the PDF and the printable page), and their links on My Orders. */
import type { Translation } from '../index.ts';
import type english from '../en/invoices.ts';

export default {
  'invoice.title.invoice': '請求書',
  'invoice.title.creditNote': '適格返還請求書',
  'invoice.number': '請求書番号',
  'invoice.date': '発行日',
  'invoice.order': '注文番号',
  'invoice.seller': '発行者',
  'invoice.taxId': '登録番号',
  'invoice.demo': 'デモ用の情報です。この書類は有効な税務書類ではありません。',
  'invoice.buyer': '宛先',
  'invoice.buyerVatId': 'VAT番号',
  'invoice.quantity': '数量',
  'invoice.item': 'プリペイドデータeSIM：{plan}（{data}、{duration}）',
  'invoice.itemTopUp': 'eSIMのデータ追加：{plan}（{data}、{duration}）',
  'invoice.net': '税抜金額',
  'invoice.taxRate': '適用税率',
  'invoice.taxAmount': '消費税額等',
  'invoice.total': 'お支払い合計（税込）',
  'invoice.totalCredited': '返還合計（税込）',
  'invoice.currency': '通貨',
  'invoice.paymentMethod': 'お支払い方法',
  'invoice.card': 'クレジットカード',
  'invoice.reverseCharge':
    'リバースチャージ：VATは購入者が申告します（EU指令2006/112/EC第196条）。購入者のVAT番号：{vatId}',
  'invoice.notCharged': '消費税等は課されていません。',
  'invoice.cancels': 'この返還請求書は請求書 {number} の全額を取り消します。',
  'invoice.replaces': 'この請求書は請求書 {number} に代わるものです。',
  'invoice.downloadPdf': 'PDFをダウンロード',
  'invoice.notIssued': 'この書類はまだ発行されていません。数分後にもう一度お試しください。',
  'invoice.refundedNoChange': 'この注文は返金済みのため、請求書を変更できません。',
  'invoice.companyAdded': '会社情報を追加しました。新しい請求書は数分後にご利用いただけます。',
  'invoice.link': '請求書',
  'invoice.creditNoteLink': '返還請求書',
} as const satisfies Translation<typeof english>;
