/**
 * The map shown when no maps service is configured or its embed cannot be shown: our own street
 * grid (app/media/maps, drawn with its pin in the middle) with the location's name and suburb on a
 * label, drawn here so it needs no network and no provider in the CSP. React escapes the text.
 */
const WIDTH = 800;
const HEIGHT = 400;

export function OfflineMapPicture({ baseUrl, name, suburb, label }: { baseUrl: string; name: string; suburb: string; label: string }) {
  return (
    <svg className="location-map-image location-map-offline" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} role="img" aria-label={label}>
      <image href={baseUrl} x={0} y={0} width={WIDTH} height={HEIGHT} />
      <g transform={`translate(${WIDTH / 2} ${HEIGHT / 2 + 18})`}>
        <rect x={-280} y={0} width={560} height={suburb ? 84 : 56} rx={10} fill="#ffffff" stroke="#1f2933" strokeOpacity={0.25} />
        <text x={0} y={36} textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize={26} fontWeight={700} fill="#1f2933">
          {name}
        </text>
        {suburb ? (
          <text x={0} y={68} textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize={20} fill="#3e4c59">
            {suburb}
          </text>
        ) : null}
      </g>
    </svg>
  );
}
