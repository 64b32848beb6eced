/** Five stars, the first `rating` filled; the number is read out, the glyphs are not. */
export function StarRow({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="inline-flex items-center" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span
          key={n}
          aria-hidden="true"
          className={n <= rating ? 'text-amber-500' : 'text-slate-300'}
        >
          ★
        </span>
      ))}
    </span>
  );
}
