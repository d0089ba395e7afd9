/** The site's own introduction above a search page it has written a landing for (the page's h1 carries its title). */
export function SearchIntro({ intro }: { intro: string }) {
  return (
    <div className="search-intro container">
      <p>{intro}</p>
    </div>
  );
}
