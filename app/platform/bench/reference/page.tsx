/**
 * The static ceiling for `npm run bench:pages`: a page prerendered at build time and served by the
 * same Next server as the dealer pages, sized like one (about 90 KB of HTML: a stock table of
 * made-up rows from a fixed sequence). Dealer pages are measured against what Next can do with no
 * rendering at all.
 */
export const metadata = { title: 'Benchmark reference page', robots: { index: false } };

const MAKES = ['Toyota', 'Mazda', 'Kia', 'Hyundai', 'Ford', 'Nissan', 'Subaru', 'Volkswagen'];
const BODIES = ['SUV', 'Hatchback', 'Sedan', 'Ute', 'Wagon', 'Coupe'];
const ROWS = 200;

function rows() {
  return Array.from({ length: ROWS }, (_, i) => ({
    id: i + 1,
    name: `${2014 + (i % 12)} ${MAKES[i % MAKES.length]} ${BODIES[(i * 7) % BODIES.length]}`,
    km: ((i * 7919) % 180_000) + 1_000,
    price: 9_990 + ((i * 104_729) % 80_000),
  }));
}

export default function BenchmarkReferencePage() {
  return (
    <main>
      <h1>Benchmark reference page</h1>
      <p>A static page of about the size of a dealer page, for comparing serving speed.</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Stock</th>
            <th scope="col">Vehicle</th>
            <th scope="col">Odometer</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {rows().map((row) => (
            <tr key={row.id}>
              <td>REF{String(row.id).padStart(5, '0')}</td>
              <td>
                <a href={`#car-${row.id}`}>{row.name}</a>
              </td>
              <td>{row.km.toLocaleString('en-AU')} km</td>
              <td>${row.price.toLocaleString('en-AU')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
