/** 'Download CSV' beside a Sales chart or table, named by what it downloads. */
export default function DownloadCsvButton({ of, onClick }: { of: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="btn-secondary px-3 py-1.5 text-sm"
      aria-label={`Download CSV: ${of}`}
      onClick={onClick}
    >
      Download CSV
    </button>
  );
}
