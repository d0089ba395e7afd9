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

/** A stock table of made-up rows from a fixed sequence: about 90 KB of HTML, the size of a dealer page. */
export function ReferenceTable() {
  return (
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
  );
}
