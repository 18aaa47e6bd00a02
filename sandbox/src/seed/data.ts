import type { GameCategory } from '@vitrine/shared/api/endpoints';

export interface VendorSeed {
  vassalage: string;
  displayName: string;
  category: GameCategory;
  alsoIn?: GameCategory[];
  games: number;
  hot?: boolean;
  supportPlay?: 0 | 1;
  direct?: boolean;
  accountTypeName?: string;
  /** Plays straight from the main wallet (seamless wallet): no transfer into a game wallet. */
  seamless?: boolean;
}

/** SPORTS vendors IMES, TF, IA are split into ESPORTS by the brand `esports` list, not here. */
export const VENDORS: VendorSeed[] = [
  { vassalage: 'TCG_SEA', displayName: 'TCG SEA Lottery', category: 'ELOTT', alsoIn: ['LOTT'], games: 12, direct: true, accountTypeName: 'TCG_SEA', hot: true },
  { vassalage: 'TCG_LOTTO_VN', displayName: 'TCG Lotto VN', category: 'ELOTT', games: 10, direct: true, accountTypeName: 'TCG_LOTTO_VN' },
  { vassalage: 'LOTT', displayName: 'Lotto', category: 'LOTT', games: 8, direct: true, accountTypeName: 'LOTT' },
  { vassalage: 'EVO', displayName: 'Evolution', category: 'LIVE', games: 45, hot: true, seamless: true },
  { vassalage: 'PPLIVE', displayName: 'Pragmatic Live', category: 'LIVE', games: 40, seamless: true },
  { vassalage: 'SEXY', displayName: 'AE Sexy', category: 'LIVE', games: 35 },
  { vassalage: 'DG', displayName: 'Dream Gaming', category: 'LIVE', games: 40 },
  { vassalage: 'SA', displayName: 'SA Gaming', category: 'LIVE', games: 40 },
  { vassalage: 'WM', displayName: 'WM Casino', category: 'LIVE', games: 40 },
  { vassalage: 'DS88', displayName: 'DS88 Sabong', category: 'SPORTS', games: 1, direct: true, hot: true },
  { vassalage: 'SABA', displayName: 'SABA Sports', category: 'SPORTS', games: 1, direct: true },
  { vassalage: 'BTI', displayName: 'BTi Sports', category: 'SPORTS', games: 1, direct: true },
  { vassalage: 'CMD', displayName: 'CMD368', category: 'SPORTS', games: 1, direct: true },
  { vassalage: 'IMSB', displayName: 'IM Sports', category: 'SPORTS', games: 1, direct: true },
  { vassalage: 'IMES', displayName: 'IM Esports', category: 'SPORTS', games: 1, direct: true },
  { vassalage: 'TF', displayName: 'TF Gaming', category: 'SPORTS', games: 1, direct: true },
  { vassalage: 'IA', displayName: 'IA Esports', category: 'SPORTS', games: 1, direct: true },
  { vassalage: 'JILIFISH', displayName: 'JILI Fishing', category: 'FISH', games: 22, supportPlay: 0, seamless: true },
  { vassalage: 'FCFISH', displayName: 'FC Fishing', category: 'FISH', games: 20 },
  { vassalage: 'JDBFISH', displayName: 'JDB Fishing', category: 'FISH', games: 20, supportPlay: 0 },
  { vassalage: 'CQ9FISH', displayName: 'CQ9 Fishing', category: 'FISH', games: 20 },
  { vassalage: 'KM', displayName: 'Kingmaker', category: 'PVP', games: 30, hot: true, seamless: true },
  { vassalage: 'V8', displayName: 'V8 Poker', category: 'PVP', games: 30 },
  { vassalage: 'KY', displayName: 'Kaiyuan', category: 'PVP', games: 30 },
  { vassalage: 'TP', displayName: 'TP Cards', category: 'PVP', games: 30 },
  { vassalage: 'PG', displayName: 'PG Soft', category: 'RNG', games: 380, hot: true, supportPlay: 0, seamless: true },
  { vassalage: 'PP', displayName: 'Pragmatic Play', category: 'RNG', games: 380, hot: true, supportPlay: 0, seamless: true },
  { vassalage: 'JILI', displayName: 'JILI', category: 'RNG', games: 370, supportPlay: 0, seamless: true },
  { vassalage: 'CQ9', displayName: 'CQ9', category: 'RNG', games: 370 },
  { vassalage: 'FC', displayName: 'Fa Chai', category: 'RNG', games: 370 },
  { vassalage: 'KA', displayName: 'KA Gaming', category: 'RNG', games: 370 },
  { vassalage: 'SPADE', displayName: 'Spadegaming', category: 'RNG', games: 370 },
  { vassalage: 'HABA', displayName: 'Habanero', category: 'RNG', games: 370, supportPlay: 0 },
  { vassalage: 'JDB', displayName: 'JDB', category: 'RNG', games: 370 },
  { vassalage: 'NETENT', displayName: 'NetEnt', category: 'RNG', games: 370 },
  { vassalage: 'PS', displayName: 'PlayStar', category: 'RNG', games: 370 },
  { vassalage: 'RELAX', displayName: 'Relax Gaming', category: 'RNG', games: 370 },
  { vassalage: 'BNG', displayName: 'Booongo', category: 'RNG', games: 370 },
];

export const GAME_TYPES: Record<GameCategory, { gameType: string; name: string }[]> = {
  RNG: [
    { gameType: 'SLOT', name: 'Slots' },
    { gameType: 'TABLE', name: 'Table games' },
    { gameType: 'ARCADE', name: 'Arcade' },
    { gameType: 'BINGO', name: 'Bingo' },
    { gameType: 'CRASH', name: 'Crash' },
  ],
  LIVE: [
    ['BACCARAT', 'Baccarat'], ['SICBO', 'Sicbo'], ['ROULETTE', 'Roulette'], ['DRAGON_TIGER', 'Dragon Tiger'], ['BLACKJACK', 'Blackjack'],
    ['HOLDEM', "Live Casino Hold'Em"], ['MAHJONG_TILES', 'Mahjong Tiles'], ['CARD_POKER', 'Card-Poker'], ['PAI_GOW', 'Wenzhou Pai Gow'],
    ['SE_DIE', 'Se Die'], ['FAN_TAN', 'Fan Tan'], ['NIUNIU', 'NiuNiu'], ['YU_XIA_XIE', 'Yu Sia Xie'], ['ZJH', 'ZJH'], ['MAHJONG', 'Mahjong'],
  ].map(([gameType, name]) => ({ gameType, name })),
  FISH: [{ gameType: 'FISH', name: 'Fishing' }],
  PVP: [
    { gameType: 'CARD', name: 'Card games' },
    { gameType: 'POKER', name: 'Poker' },
    { gameType: 'MAHJONG', name: 'Mahjong' },
  ],
  SPORTS: [{ gameType: 'SPORTS', name: 'Sports' }],
  ESPORTS: [{ gameType: 'ESPORTS', name: 'Esports' }],
  ELOTT: [{ gameType: 'LOTTERY', name: 'Lottery' }],
  LOTT: [{ gameType: 'LOTTERY', name: 'Lottery' }],
};

export const WORDS_A = [
  'Fortune', 'Golden', 'Lucky', 'Mega', 'Wild', 'Mystic', 'Royal', 'Dragon', 'Jade', 'Crystal', 'Thunder', 'Diamond', 'Aztec', 'Pharaoh',
  'Samba', 'Carnival', 'Neon', 'Cosmic', 'Treasure', 'Fire', 'Ice', 'Sweet', 'Candy', 'Ninja', 'Samurai', 'Viking', 'Pirate', 'Jungle',
  'Ocean', 'Safari', 'Magic', 'Emerald', 'Ruby', 'Sapphire', 'Tiger', 'Phoenix', 'Panda', 'Koi', 'Lotus', 'Olympus',
];
export const WORDS_B = [
  'Tiger', 'Gems', 'Riches', 'Spins', 'Reels', 'Fortune', 'Empire', 'Quest', 'Legends', 'Bonanza', 'Party', 'Rush', 'Blast', 'Kingdom',
  'Temple', 'Wheel', 'Bells', 'Fruits', 'Stars', 'Hunter', 'Gold', 'Cash', 'Jackpot', 'Ways', 'Wins', 'Nights', 'Mania', 'Storm',
];
export const LIVE_WORDS = ['Speed', 'VIP', 'Lightning', 'Classic', 'Squeeze', 'No Commission', 'Mega', 'Golden', 'Prime', 'Salon Privé'];
export const FISH_WORDS = ['Fishing King', 'Ocean Hunter', 'Mermaid Catch', 'Deep Sea', 'Shark Attack', 'Golden Toad', 'Dragon Fishing', 'Bombing Fish'];
export const PVP_WORDS = ['Teen Patti', 'Andar Bahar', 'Rummy', 'Texas Poker', 'Blackjack Duel', 'Mahjong Battle', 'Niu Niu Rooms', 'Tongits', 'Pusoy', 'Sic Bo Duel'];
export const LOTTERY_NAMES = [
  'Mega 6/45', 'Power 6/55', 'Keno 1m', 'Keno 3m', 'Fast 3', 'Lucky 5', 'PK10 Racing', 'Thai Lotto', 'Lao Lotto', 'Mekong 5',
  'Miền Bắc', 'Miền Nam', 'Miền Trung', 'Hà Nội VIP', 'Sài Gòn 45s', 'Super Lotto', 'Daily 4D', 'Magnum 4D', 'Toto 6D', 'Bingo 18',
];

export const NAMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Eva', 'Felipe', 'Gabi', 'Hugo', 'Iris', 'João', 'Kaio', 'Lia', 'Marcos', 'Nina', 'Otávio', 'Paula'];
