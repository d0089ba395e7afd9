import { describe, expect, it } from 'vitest';
import { emptySession, parseSession, recordVisit } from './session';

describe('recordVisit', () => {
  it('keeps the first page query only and adds each page once in a row', () => {
    let session = recordVisit(emptySession(), '/', '?utm_source=google&utm_campaign=spring');
    session = recordVisit(session, '/search/used-cars', '?make=toyota');
    session = recordVisit(session, '/search/used-cars', '');
    session = recordVisit(session, '/finance', '');
    expect(session).toEqual({ visited_pages: ['/', '/search/used-cars', '/finance'], linked_query_params: { utm_source: 'google', utm_campaign: 'spring' } });
  });

  it('keeps the most recent 50 pages', () => {
    let session = emptySession();
    for (let i = 0; i < 60; i += 1) session = recordVisit(session, `/p${i}`, '');
    expect(session.visited_pages).toHaveLength(50);
    expect(session.visited_pages[0]).toBe('/p10');
  });
});

describe('parseSession', () => {
  it.each([[null], ['junk'], ['[1]'], ['{"visited_pages":"x"}']])('starts empty from %s', (raw) => {
    expect(parseSession(raw)).toEqual(emptySession());
  });

  it('drops entries of the wrong type', () => {
    expect(parseSession('{"visited_pages":["/",3],"linked_query_params":{"a":"1","b":2}}')).toEqual({ visited_pages: ['/'], linked_query_params: { a: '1' } });
  });
});
