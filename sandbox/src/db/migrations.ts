/** Ordered schema migrations. Append only: never edit a migration that has shipped. */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  {
    id: 1,
    name: 'core',
    sql: `
CREATE TABLE kv (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  payment_password_hash TEXT,
  nickname TEXT NOT NULL,
  type INTEGER NOT NULL DEFAULT 0 CHECK (type IN (0,1,2,4,41,42)),
  upline_id INTEGER REFERENCES members(id),
  mobile TEXT,
  dialing_code TEXT,
  email TEXT,
  payee_name TEXT,
  vip_level INTEGER NOT NULL DEFAULT 0,
  referral_code TEXT NOT NULL UNIQUE,
  referred_by INTEGER REFERENCES members(id),
  language TEXT NOT NULL DEFAULT 'PT',
  avatar TEXT NOT NULL DEFAULT 'avatar-1',
  avatar_type TEXT NOT NULL DEFAULT 'STATIC',
  first_login INTEGER NOT NULL DEFAULT 1,
  password_changed_at TEXT NOT NULL,
  password_expired INTEGER NOT NULL DEFAULT 0,
  ip_verification INTEGER NOT NULL DEFAULT 0,
  known_ips TEXT NOT NULL DEFAULT '[]',
  failed_logins INTEGER NOT NULL DEFAULT 0,
  trial_key TEXT UNIQUE,
  created_at TEXT NOT NULL,
  last_login_at TEXT
);
CREATE UNIQUE INDEX members_mobile ON members(dialing_code, mobile) WHERE mobile IS NOT NULL;
CREATE INDEX members_upline ON members(upline_id);

CREATE TABLE sessions (
  token TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  ip TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_member ON sessions(member_id);

-- Wallet: double entry. Every transaction has ledger rows summing to zero; member accounts never go negative.
CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  member_id INTEGER REFERENCES members(id),
  wallet TEXT NOT NULL,
  balance INTEGER NOT NULL DEFAULT 0,
  CHECK (member_id IS NULL OR balance >= 0),
  UNIQUE (member_id, wallet)
);
CREATE TABLE txns (
  id TEXT PRIMARY KEY,
  member_id INTEGER REFERENCES members(id),
  type TEXT NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX txns_member ON txns(member_id, created_at);
CREATE TABLE ledger (
  id INTEGER PRIMARY KEY,
  txn_id TEXT NOT NULL REFERENCES txns(id),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  amount INTEGER NOT NULL,
  balance_after INTEGER NOT NULL
);
CREATE INDEX ledger_account ON ledger(account_id);
CREATE INDEX ledger_txn ON ledger(txn_id);

CREATE TABLE vendors (
  vassalage TEXT PRIMARY KEY,
  display_name TEXT NOT NULL,
  category TEXT NOT NULL,
  also_in TEXT NOT NULL DEFAULT '',
  is_hot INTEGER NOT NULL DEFAULT 0,
  support_play INTEGER NOT NULL DEFAULT 1,
  direct_launch INTEGER NOT NULL DEFAULT 0,
  account_type_name TEXT,
  maintenance TEXT,
  sort INTEGER NOT NULL
);
CREATE TABLE games (
  node_id TEXT PRIMARY KEY,
  game_id TEXT NOT NULL,
  vassalage TEXT NOT NULL REFERENCES vendors(vassalage),
  game_name TEXT NOT NULL,
  game_type TEXT NOT NULL,
  category TEXT NOT NULL,
  support_play INTEGER NOT NULL,
  is_hot INTEGER NOT NULL DEFAULT 0,
  is_game TEXT NOT NULL DEFAULT 'GAME',
  parent_node_id TEXT,
  code TEXT,
  default_play_type TEXT,
  account_type_name TEXT,
  min_bet INTEGER NOT NULL,
  line_num INTEGER NOT NULL,
  rtp REAL NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX games_vendor ON games(vassalage, parent_node_id, sort);
CREATE INDEX games_category ON games(category, parent_node_id);
CREATE INDEX games_hot ON games(is_hot);

CREATE TABLE launch_tickets (
  ticket TEXT PRIMARY KEY,
  member_id INTEGER REFERENCES members(id),
  node_id TEXT NOT NULL,
  account_type INTEGER NOT NULL,
  play_balance INTEGER NOT NULL DEFAULT 0,
  language TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE bets (
  id INTEGER PRIMARY KEY,
  bet_id TEXT NOT NULL UNIQUE,
  round_id TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  node_id TEXT NOT NULL,
  vassalage TEXT NOT NULL,
  game_name TEXT NOT NULL,
  category TEXT NOT NULL,
  bet_amount INTEGER NOT NULL,
  valid_bet INTEGER NOT NULL,
  win_amount INTEGER NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX bets_member ON bets(member_id, created_at);

CREATE TABLE favourites (member_id INTEGER NOT NULL, node_id TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (member_id, node_id));
CREATE TABLE recent_games (member_id INTEGER NOT NULL, node_id TEXT NOT NULL, played_at TEXT NOT NULL, PRIMARY KEY (member_id, node_id));

CREATE TABLE messages (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  read INTEGER NOT NULL DEFAULT 0,
  deleted INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX messages_member ON messages(member_id);

CREATE TABLE points_ledger (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  points INTEGER NOT NULL,
  amount INTEGER NOT NULL DEFAULT 0,
  ratio REAL NOT NULL DEFAULT 0,
  quantity INTEGER NOT NULL DEFAULT 0,
  remark TEXT NOT NULL,
  balance INTEGER NOT NULL CHECK (balance >= 0),
  created_at TEXT NOT NULL
);
CREATE INDEX points_member ON points_ledger(member_id);
CREATE TABLE point_rewards (id INTEGER PRIMARY KEY, name TEXT NOT NULL, points INTEGER NOT NULL, quantity INTEGER NOT NULL CHECK (quantity >= 0), remark TEXT NOT NULL);
CREATE TABLE redeems (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, reward_id INTEGER NOT NULL, reward_name TEXT NOT NULL,
  points INTEGER NOT NULL, quantity INTEGER NOT NULL, state TEXT NOT NULL, created_at TEXT NOT NULL
);

CREATE TABLE promotions (
  id INTEGER PRIMARY KEY, title TEXT NOT NULL, summary TEXT NOT NULL, content TEXT NOT NULL, terms TEXT NOT NULL,
  category TEXT NOT NULL, tags TEXT NOT NULL, mode TEXT NOT NULL, bonus INTEGER NOT NULL,
  start_time TEXT NOT NULL, end_time TEXT NOT NULL, sort INTEGER NOT NULL
);
CREATE TABLE promotion_claims (
  id INTEGER PRIMARY KEY, promotion_id INTEGER NOT NULL REFERENCES promotions(id), member_id INTEGER NOT NULL REFERENCES members(id),
  state TEXT NOT NULL, amount INTEGER NOT NULL, comment TEXT NOT NULL DEFAULT '', images INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL, UNIQUE (promotion_id, member_id)
);
CREATE TABLE raffle_draws (id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, day TEXT NOT NULL, prize INTEGER NOT NULL, created_at TEXT NOT NULL);

CREATE TABLE missions (
  id INTEGER PRIMARY KEY, title TEXT NOT NULL, description TEXT NOT NULL, metric TEXT NOT NULL, target INTEGER NOT NULL,
  reward_points INTEGER NOT NULL, reward_amount INTEGER NOT NULL, end_time TEXT NOT NULL
);
CREATE TABLE mission_claims (member_id INTEGER NOT NULL, mission_id INTEGER NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (member_id, mission_id));

CREATE TABLE contracts (
  id INTEGER PRIMARY KEY, kind TEXT NOT NULL, upline_id INTEGER NOT NULL REFERENCES members(id),
  downline_id INTEGER NOT NULL REFERENCES members(id), state TEXT NOT NULL, terms TEXT NOT NULL, requested_by INTEGER,
  paid_total INTEGER NOT NULL DEFAULT 0, settled_until TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE INDEX contracts_parties ON contracts(upline_id, downline_id);

CREATE TABLE feedback (
  id INTEGER PRIMARY KEY, member_id INTEGER, question_type TEXT NOT NULL, content TEXT NOT NULL, contact TEXT,
  images INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL
);

CREATE TABLE announcements (
  id INTEGER PRIMARY KEY, type TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL, date TEXT NOT NULL,
  image_url TEXT, link_url TEXT, sort INTEGER NOT NULL
);

CREATE TABLE sms_outbox (
  id INTEGER PRIMARY KEY, mobile TEXT NOT NULL, dialing_code TEXT NOT NULL, code TEXT NOT NULL, purpose TEXT NOT NULL,
  created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sms_mobile ON sms_outbox(mobile, purpose);

CREATE TABLE payment_confirmations (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(id), txn_id TEXT NOT NULL, amount INTEGER NOT NULL,
  received_amount INTEGER, state TEXT NOT NULL, created_at TEXT NOT NULL
);

CREATE TABLE vip_ranks (
  rank_level INTEGER PRIMARY KEY, label_name TEXT NOT NULL, required_deposit INTEGER NOT NULL, required_valid_bet INTEGER NOT NULL,
  upgrade_bonus INTEGER NOT NULL, rebate_rate REAL NOT NULL, benefits TEXT NOT NULL
);
`,
  },
  {
    id: 2,
    name: 'game list index',
    sql: `CREATE INDEX games_list ON games(parent_node_id, is_hot DESC, sort, node_id);`,
  },
  {
    id: 3,
    name: 'announcement translations',
    sql: `ALTER TABLE announcements ADD COLUMN title_en TEXT; ALTER TABLE announcements ADD COLUMN content_en TEXT;`,
  },
  {
    id: 4,
    name: 'social sign-in (sandbox identity provider)',
    sql: `
CREATE TABLE social_links (
  provider TEXT NOT NULL, subject TEXT NOT NULL, member_id INTEGER NOT NULL REFERENCES members(id), created_at TEXT NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE TABLE social_tokens (
  jti TEXT PRIMARY KEY, provider TEXT NOT NULL, subject TEXT NOT NULL, issued_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER
);
-- A database seeded before this migration: link the demo player as the seed does.
INSERT OR IGNORE INTO social_links (provider, subject, member_id, created_at)
  SELECT 'google', 'google-demo-0001', id, datetime('now') FROM members WHERE username = 'demo';
INSERT OR IGNORE INTO social_links (provider, subject, member_id, created_at)
  SELECT 'facebook', 'facebook-demo-1001', id, datetime('now') FROM members WHERE username = 'demo';
`,
  },
  {
    id: 5,
    name: 'responsible gaming (limits, usage, exclusions, reality check)',
    sql: `
-- One row per limit the player has ever set. amount NULL: no limit. A raise or removal waits in pending_* for 24 h.
CREATE TABLE rg_limits (
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('DEPOSIT','LOSS','SESSION')),
  period TEXT NOT NULL CHECK (period IN ('DAY','WEEK','MONTH')),
  amount INTEGER CHECK (amount IS NULL OR amount > 0),
  pending INTEGER NOT NULL DEFAULT 0 CHECK (pending IN (0,1)),
  pending_amount INTEGER,
  pending_at INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, kind, period)
);
-- What counts toward the money limits, stamped with the sandbox clock (ms): deposits (cents) and the net loss of each round (bet - win, may be negative).
CREATE TABLE rg_usage (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('DEPOSIT','LOSS')),
  amount INTEGER NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX rg_usage_member ON rg_usage(member_id, kind, at);
-- Play time: a stretch of activity (launches, spins); a gap of more than 10 minutes starts a new one.
CREATE TABLE rg_play (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  started_at INTEGER NOT NULL,
  last_at INTEGER NOT NULL
);
CREATE INDEX rg_play_member ON rg_play(member_id, last_at);
CREATE TABLE rg_exclusions (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('TIMEOUT','SELF_EXCLUSION')),
  period TEXT NOT NULL,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER
);
CREATE INDEX rg_exclusions_member ON rg_exclusions(member_id, starts_at);
-- 80% warnings already told: one per limit and period window.
CREATE TABLE rg_warnings (
  member_id INTEGER NOT NULL, kind TEXT NOT NULL, period TEXT NOT NULL, window_start INTEGER NOT NULL,
  PRIMARY KEY (member_id, kind, period, window_start)
);
CREATE TABLE rg_settings (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  reality_minutes INTEGER
);
-- Reality check per login session (survives reloads): when the session started and when the last check was answered.
CREATE TABLE rg_sessions (
  token TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  started_at INTEGER NOT NULL,
  ack_at INTEGER NOT NULL
);
`,
  },
  {
    id: 6,
    name: 'unknown-IP verification methods (SMS, bound e-mail, bank account name, Google Authenticator)',
    sql: `
ALTER TABLE members ADD COLUMN ip_verification_method TEXT NOT NULL DEFAULT 'SMS' CHECK (ip_verification_method IN ('SMS', 'EMAIL', 'BANK_NAME', 'GOOGLE_AUTH'));
ALTER TABLE members ADD COLUMN totp_secret TEXT;
`,
  },
  {
    id: 7,
    name: 'first-login action records',
    sql: `
CREATE TABLE first_login_actions (
  member_id INTEGER PRIMARY KEY REFERENCES members(id), ip TEXT NOT NULL, created_at TEXT NOT NULL, calls INTEGER NOT NULL DEFAULT 1
);
`,
  },
  {
    id: 8,
    name: 'idempotency keys of money calls',
    sql: `
CREATE TABLE idempotency_keys (
  member_id INTEGER NOT NULL REFERENCES members(id), path TEXT NOT NULL, key TEXT NOT NULL,
  request_hash TEXT NOT NULL, answer TEXT NOT NULL, created_at TEXT NOT NULL,
  PRIMARY KEY (member_id, path, key)
);
`,
  },
  {
    id: 9,
    name: 'feedback status and reply',
    sql: `ALTER TABLE feedback ADD COLUMN status TEXT NOT NULL DEFAULT 'PENDING'; ALTER TABLE feedback ADD COLUMN reply TEXT;`,
  },
  {
    id: 10,
    name: 'agent applications (join us)',
    sql: `
CREATE TABLE agent_applications (
  id INTEGER PRIMARY KEY, member_id INTEGER REFERENCES members(id), payee_name TEXT, mobile TEXT NOT NULL, email TEXT, telegram TEXT,
  team_size TEXT, message TEXT, affiliate_code TEXT, status TEXT NOT NULL DEFAULT 'PENDING', created_at TEXT NOT NULL
);
CREATE INDEX agent_applications_mobile ON agent_applications(mobile, status);
`,
  },
  {
    id: 11,
    name: 'referral links (several per player: visits, sign-ups, deposits)',
    sql: `
CREATE TABLE referral_links (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(id), code TEXT NOT NULL UNIQUE COLLATE NOCASE, label TEXT,
  enabled INTEGER NOT NULL DEFAULT 1, created_at TEXT NOT NULL, disabled_at TEXT
);
CREATE INDEX referral_links_member ON referral_links(member_id);
CREATE TABLE referral_visits (link_id INTEGER NOT NULL REFERENCES referral_links(id), ip TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX referral_visits_link ON referral_visits(link_id, ip, at);
ALTER TABLE members ADD COLUMN referral_link_id INTEGER REFERENCES referral_links(id);
`,
  },
  {
    id: 13,
    name: 'locked accounts (login refused: please contact your agent)',
    sql: `ALTER TABLE members ADD COLUMN locked INTEGER NOT NULL DEFAULT 0;`,
  },
];
