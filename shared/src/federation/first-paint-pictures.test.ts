import { firstPaintPictures, PREVIOUS_PICK } from './first-paint-pictures';
import { bodyWithPrevious, parsePictureSource, pickValues } from './first-paint-pictures-reader';

const LANES = {
  data: {
    lanes: [
      { title: 'LIVE', cards: [{ vassalage: 'EVO' }] },
      { title: 'RNG', cards: [{ vassalage: 'PG' }, { vassalage: 'JDB' }] },
    ],
  },
};

test('pickValues follows names, [key=value] finds, indexes and * lists, in order', () => {
  expect(pickValues(LANES, 'data.lanes[title=RNG].cards.0.vassalage')).toEqual(['PG']);
  expect(pickValues(LANES, 'data.lanes[title=RNG].cards.*.vassalage')).toEqual(['PG', 'JDB']);
  // Places are kept: an item without the value gives null in its place.
  expect(pickValues({ games: [{ showIcon: '/a.png' }, {}, { showIcon: null }, 7, { showIcon: '/e.png' }] }, 'games.*.showIcon')).toEqual([
    '/a.png',
    null,
    null,
    null,
    '/e.png',
  ]);
  // A shape that differs gives null or nothing rather than throwing.
  expect(pickValues(LANES, 'data.lanes[title=FISH].cards.0.vassalage')).toEqual([null]);
  expect(pickValues(null, 'data.lanes')).toEqual([null]);
  expect(pickValues({ list: 'not a list' }, 'list.*.imageUrl')).toEqual([]);
  expect(pickValues({ list: [] }, 'list.5')).toEqual([null]);
  // Inherited names are not followed.
  expect(pickValues({}, 'constructor')).toEqual([null]);
});

test('a source survives the attribute round trip; malformed ones and non-API paths are refused', () => {
  const source = {
    steps: [
      { path: '/wps/relay/GCSGAME_gameVendor', body: { platform: 'W' }, pick: 'data.lanes[title=RNG].cards.0.vassalage' },
      { path: '/wps/relay/GCSGAME_gameList', body: { vassalage: PREVIOUS_PICK, pageNo: 1 }, pick: 'games.*.showIcon' },
    ],
  };
  expect(parsePictureSource(firstPaintPictures(source)['data-fp-source'])).toEqual(source);
  for (const bad of [
    'not json',
    '{"steps":[]}',
    JSON.stringify({ steps: [{ path: 'https://evil.example/wps/x', body: {}, pick: 'a' }] }),
    JSON.stringify({ steps: [{ path: '/wps/../admin', body: {}, pick: 'a' }] }),
    JSON.stringify({ steps: [{ path: '/other/x', body: {}, pick: 'a' }] }),
    JSON.stringify({ steps: [{ path: '/wps/x', body: {}, pick: 'a..b' }] }),
    JSON.stringify({ steps: [{ path: '/wps/x', body: [], pick: 'a' }] }),
  ])
    expect(parsePictureSource(bad)).toBeNull();
});

test('bodyWithPrevious puts the previous pick in; nothing usable → no request', () => {
  expect(bodyWithPrevious({ vassalage: PREVIOUS_PICK, pageNo: 1 }, 'PG')).toEqual({ vassalage: 'PG', pageNo: 1 });
  expect(bodyWithPrevious({ pageNo: 1 }, undefined)).toEqual({ pageNo: 1 });
  expect(bodyWithPrevious({ vassalage: PREVIOUS_PICK }, undefined)).toBeUndefined();
  expect(bodyWithPrevious({ vassalage: PREVIOUS_PICK }, { x: 1 })).toBeUndefined();
});
