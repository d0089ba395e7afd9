/** A table of hours, one row a day, a group of days or a holiday; server and client components draw it alike. */
export function HoursTable({ rows, caption }: { rows: readonly { label: string; hours: string }[]; caption?: string }) {
  return (
    <table className="hours-table">
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
