/** The text a PDF reader finds on a document's first page: parsing it is the structural check. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false })
    .promise;
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  // Narrow and no-break spaces read as plain ones, as a reader copying the text gets them.
  return content.items
    .map((item) => ('str' in item ? item.str : ''))
    .join('\n')
    .replace(/[\u00a0\u202f]/g, ' ');
}
