import { splitEsports } from './esports-split';
import type { GameVendor, GameVendorLane } from './endpoints/games';

const vendor = (vassalage: string): GameVendor => ({ vassalage, displayName: vassalage }) as GameVendor;
const lane = (title: GameVendorLane['title'], ...vassalages: string[]): GameVendorLane => ({
  title,
  cards: vassalages.map(vendor),
  gameClassify: [],
});
const shape = (lanes: GameVendorLane[]) => lanes.map((l) => `${l.title}:${l.cards.map((c) => c.vassalage).join(',')}`);

describe('splitEsports', () => {
  it('moves the brand-listed vendors out of SPORTS into a new ESPORTS lane right after it', () => {
    const lanes = [lane('LIVE', 'EVO'), lane('SPORTS', 'SABA', 'TF', 'IA'), lane('RNG', 'PG')];
    const split = splitEsports(lanes, ['TF', 'IA']);
    expect(shape(split)).toEqual(['LIVE:EVO', 'SPORTS:SABA', 'ESPORTS:TF,IA', 'RNG:PG']);
    expect(split[2].cards.map((c) => c.category)).toEqual(['ESPORTS', 'ESPORTS']);
  });

  it('adds to an ESPORTS lane the backend already sent, in its place, without duplicates', () => {
    const lanes = [lane('SPORTS', 'SABA', 'TF'), lane('RNG', 'PG'), lane('ESPORTS', 'TF', 'AVIA')];
    expect(shape(splitEsports(lanes, ['TF']))).toEqual(['SPORTS:SABA', 'RNG:PG', 'ESPORTS:TF,AVIA']);
  });

  it('drops SPORTS when every vendor in it is esports', () => {
    expect(shape(splitEsports([lane('SPORTS', 'TF'), lane('RNG', 'PG')], ['TF']))).toEqual(['ESPORTS:TF', 'RNG:PG']);
  });

  it('changes nothing without a list, or when no SPORTS vendor is on it; only SPORTS is split', () => {
    const lanes = [lane('SPORTS', 'SABA'), lane('RNG', 'TF')];
    expect(shape(splitEsports(lanes, undefined))).toEqual(['SPORTS:SABA', 'RNG:TF']);
    expect(shape(splitEsports(lanes, []))).toEqual(['SPORTS:SABA', 'RNG:TF']);
    expect(shape(splitEsports(lanes, ['TF']))).toEqual(['SPORTS:SABA', 'RNG:TF']);
    // The input is not changed.
    expect(shape(lanes)).toEqual(['SPORTS:SABA', 'RNG:TF']);
  });
});
