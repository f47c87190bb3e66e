-- The tables every refresh loads, in dependency order. One statement per table; column
-- meanings are documented in sql/README.md. Eras, the vocabulary and the rules are rows of
-- pipeline/vocabulary.py and pipeline/rules.py.
-- The long free texts (oracle, printed and ruling texts) are stored with zstd, a storage detail:
-- DuckDB's default for strings (dictionary + FSST, chosen by analysing every segment) took
-- about twice the time to write them (card_names: 0.52 s against 0.31 s on AllPrintings) into
-- twice the space; scans of them cost a little more (the translations report 0.37 s -> 0.41 s).

-- The helper tables and macros of sql/internal/ live here, apart from the public contract.
CREATE SCHEMA internal;

CREATE TABLE eras (
    era          VARCHAR PRIMARY KEY,
    starts_on    DATE NOT NULL,
    first_set    VARCHAR NOT NULL,
    note         VARCHAR NOT NULL
);

-- The era a date falls in: a set's by its release date, a card's by its first printing's own date.
CREATE MACRO internal.era_of(d) AS (
    SELECT e.era FROM eras AS e WHERE e.starts_on <= d ORDER BY e.starts_on DESC LIMIT 1
);

-- One row: the card data this database was built from, as its publisher names it.
CREATE TABLE data_source (
    kind          VARCHAR NOT NULL,   -- MTGJSON AllPrintings, Scryfall default_cards, Scryfall cards
    version       VARCHAR NOT NULL,   -- MTGJSON's version, Scryfall's updated_at, else SHA-256 ...
    version_date  VARCHAR,
    file_name     VARCHAR NOT NULL
);

CREATE TABLE sets (
    set_code     VARCHAR PRIMARY KEY,
    name         VARCHAR NOT NULL,
    set_type     VARCHAR NOT NULL,
    released_at  DATE,
    era          VARCHAR,
    is_core      BOOLEAN NOT NULL
);

CREATE TABLE cards (
    oracle_id          VARCHAR PRIMARY KEY,
    name               VARCHAR NOT NULL,
    layout             VARCHAR NOT NULL,
    mana_cost          VARCHAR,
    mana_value         DOUBLE,
    colors             VARCHAR[] NOT NULL,
    color_identity     VARCHAR[] NOT NULL,
    type_line          VARCHAR,
    supertypes         VARCHAR[] NOT NULL,
    types              VARCHAR[] NOT NULL,
    subtypes           VARCHAR[] NOT NULL,
    oracle_text        VARCHAR USING COMPRESSION zstd,
    keywords           VARCHAR[] NOT NULL,
    power              VARCHAR,
    toughness          VARCHAR,
    loyalty            VARCHAR,
    is_funny           BOOLEAN NOT NULL,
    legal_formats      VARCHAR[] NOT NULL,
    edhrec_rank        INTEGER,
    first_released_at  DATE,
    first_set_code     VARCHAR,
    first_era          VARCHAR,
    n_printings        INTEGER NOT NULL
);

CREATE TABLE card_faces (
    oracle_id    VARCHAR NOT NULL,
    face_index   INTEGER NOT NULL,
    name         VARCHAR NOT NULL,
    mana_cost    VARCHAR,
    colors       VARCHAR[] NOT NULL,
    type_line    VARCHAR,
    supertypes   VARCHAR[] NOT NULL,
    types        VARCHAR[] NOT NULL,
    subtypes     VARCHAR[] NOT NULL,
    oracle_text  VARCHAR USING COMPRESSION zstd,
    power        VARCHAR,
    toughness    VARCHAR,
    loyalty      VARCHAR,
    PRIMARY KEY (oracle_id, face_index)
);

-- Card names and printed texts in every printed language ('en' rows are the oracle names).
CREATE TABLE card_names (
    oracle_id          VARCHAR NOT NULL,
    lang               VARCHAR NOT NULL,   -- Scryfall language codes: en, it, ru, de, fr, es, pt, ja, ...
    face_index         INTEGER NOT NULL,
    name               VARCHAR NOT NULL,
    printed_text       VARCHAR USING COMPRESSION zstd,
    printed_type_line  VARCHAR
);

-- Official rulings (source 'wotc') and Scryfall's notes ('scryfall') on a card, from MTGJSON's
-- per-card rulings or Scryfall's rulings bulk file.
CREATE TABLE rulings (
    oracle_id     VARCHAR NOT NULL,
    published_at  DATE,
    source        VARCHAR NOT NULL,   -- wotc | scryfall
    text          VARCHAR NOT NULL USING COMPRESSION zstd
);

-- printing_id is unique (checks/duplicate_printing_ids.sql; the loader keeps a repeated id's
-- first row), but not a declared key: indexing the 330k ids of Scryfall's all_cards cost about
-- a second of every refresh, and no query looks a printing up by its id alone.
CREATE TABLE printings (
    printing_id       VARCHAR NOT NULL,
    oracle_id         VARCHAR NOT NULL,
    set_code          VARCHAR NOT NULL,
    collector_number  VARCHAR NOT NULL,
    rarity            VARCHAR NOT NULL,
    released_at       DATE,
    lang              VARCHAR NOT NULL
);

CREATE TABLE protections (
    protection_id     INTEGER PRIMARY KEY,
    oracle_id         VARCHAR NOT NULL,
    face_index        INTEGER NOT NULL,
    clause_index      INTEGER NOT NULL,
    scope             VARCHAR NOT NULL,   -- self | granted | player | token
    quality_kind      VARCHAR NOT NULL,
    quality_value     VARCHAR,
    quality_text      VARCHAR NOT NULL,   -- the quality as printed: "protection from red"
    text              VARCHAR NOT NULL,
    subject           VARCHAR,
    condition         VARCHAR,
    duration          VARCHAR,
    spares            VARCHAR,            -- source | auras: Auras it doesn't remove (702.16n)
    subject_types     VARCHAR[],          -- granted: the card types of what it protects
    -- the quality as a predicate on the source; NULL = no constraint
    colors            VARCHAR[],
    color_count       VARCHAR,
    card_type         VARCHAR,
    subtype           VARCHAR,
    excluded_subtype  VARCHAR,
    supertype         VARCHAR,
    mana_value_op     VARCHAR,
    mana_value        INTEGER,
    spells_only       BOOLEAN NOT NULL,
    permanents_only   BOOLEAN NOT NULL,
    controller        VARCHAR,
    name              VARCHAR,
    chosen            VARCHAR,
    state             VARCHAR,
    name_words        INTEGER,            -- words in the source's name (Un-card)
    rolls_die         BOOLEAN NOT NULL    -- the source lets a player roll a die (Un-card)
);

CREATE TABLE protection_losses (
    oracle_id      VARCHAR NOT NULL,
    face_index     INTEGER NOT NULL,
    clause_index   INTEGER NOT NULL,
    subject        VARCHAR,
    quality_kind   VARCHAR NOT NULL,
    quality_value  VARCHAR,
    duration       VARCHAR,
    text           VARCHAR NOT NULL
);

-- Protection qualities found in printed (localised) texts, one row per quality
-- (pipeline/parse/localized.py: color, everything, card_type, unparsed).
CREATE TABLE localized_protections (
    oracle_id      VARCHAR NOT NULL,
    face_index     INTEGER NOT NULL,
    lang           VARCHAR NOT NULL,
    printed_text   VARCHAR NOT NULL,
    quality_kind   VARCHAR NOT NULL,
    quality_value  VARCHAR,
    text           VARCHAR NOT NULL
);

CREATE TABLE capabilities (
    capability_id            INTEGER PRIMARY KEY,
    oracle_id                VARCHAR NOT NULL,
    face_index               INTEGER NOT NULL,
    capability               VARCHAR NOT NULL,   -- target | damage | block | attach | sweep | edict | counter
    via                      VARCHAR NOT NULL,   -- spell | ability | combat | static
    object_kind              VARCHAR NOT NULL,
    detail                   VARCHAR NOT NULL,
    object_colors            VARCHAR[],
    object_excluded_colors   VARCHAR[],
    object_excluded_types    VARCHAR[],
    object_types             VARCHAR[],
    object_subtype           VARCHAR,
    object_excluded_subtypes VARCHAR[],
    object_keyword           VARCHAR,
    object_excluded_keyword  VARCHAR,
    object_mana_value_op     VARCHAR,
    object_mana_value        INTEGER,
    object_power_op          VARCHAR,
    object_power             INTEGER,
    object_toughness_op      VARCHAR,
    object_toughness         INTEGER,
    object_color_count       VARCHAR,            -- colorless | monocolored | multicolored
    object_controller        VARCHAR,
    object_state             VARCHAR,
    object_token             BOOLEAN NOT NULL,   -- only tokens (111.1): never a card
    object_nontoken          BOOLEAN NOT NULL,   -- only nontokens: every card (granted: maybe)
    object_name              VARCHAR,            -- only objects with this name
    object_attached          BOOLEAN NOT NULL,   -- only what is attached (Auras, Equipment, ...)
    object_shares_name       BOOLEAN NOT NULL,   -- only one named like another object (the target, ...)
    object_first_printed_in  VARCHAR,            -- only a card first printed in this set (its name)
    targeted                 BOOLEAN NOT NULL,
    damage_by                VARCHAR,
    fight                    BOOLEAN NOT NULL,   -- the damage is a fight's (701.14a)
    damage_amount            VARCHAR,
    can_block_only           VARCHAR,
    cannot_block             VARCHAR,
    blocks_through           VARCHAR[],          -- evasion it blocks through: Flying | Shadow | ...
    granted                  BOOLEAN NOT NULL,
    source_kind              VARCHAR,            -- animated | crewed | bestowed | aura | emblem | attached
    source_colors            VARCHAR[],          -- what the source is when it acts: a created
    source_types             VARCHAR[],          -- token's printed characteristics (111.4), or
    source_subtypes          VARCHAR[],          -- the form source_kind names; NULL = as printed
    source_name              VARCHAR,            -- (or decided in play)
    source_keywords          VARCHAR[],
    source_every_creature_type BOOLEAN NOT NULL,
    unpreventable            VARCHAR,            -- always | conditional (615.12)
    object_targets           BOOLEAN NOT NULL,   -- only a spell or ability that targets
    effect                   VARCHAR,            -- exile | destroy | ... (vocabulary answer_how)
    effect_amount            VARCHAR,            -- the toughness a -N/-N takes
    effect_depends           VARCHAR,            -- why what it does depends on play
    effect_speed             VARCHAR,            -- instant | sorcery
    effect_needs             VARCHAR,            -- target | damage: what protection may stop first
    effect_colors            VARCHAR[],          -- it does it only to an object of these colors
    effect_limit             VARCHAR,            -- mana_value | power | toughness: it does it only
    effect_limit_sure        INTEGER,            -- up to effect_limit_most, surely only up to
    effect_limit_most        INTEGER,            -- effect_limit_sure (Fatal Push: 2, revolt 4)
    effect_amount_most       INTEGER,            -- the damage a condition raises it to "instead"
    effect_amount_most_colors VARCHAR[],         -- ... the object's colors (any of) decide it
    effect_amount_most_types VARCHAR[],          -- ... its types and subtypes (all of) decide it
    effect_unless_subtype    VARCHAR             -- it does it only to an object not of this subtype
);

CREATE TABLE refresh_log (
    started_at        TIMESTAMPTZ NOT NULL,
    finished_at       TIMESTAMPTZ NOT NULL,
    source            VARCHAR NOT NULL,
    upstream_version  VARCHAR,
    outcome           VARCHAR NOT NULL,   -- built | unchanged | failed
    message           VARCHAR,
    n_sets            INTEGER,
    n_cards           INTEGER,
    n_printings       INTEGER,
    n_protections     INTEGER,
    duration_s        DOUBLE NOT NULL
);

-- What each built refresh changed against the build it replaced (filled by sql/changes/,
-- carried from build to build like refresh_log; started_at is that refresh's refresh_log row's).
CREATE TABLE refresh_changes (
    started_at             TIMESTAMPTZ PRIMARY KEY,
    previous_started_at    TIMESTAMPTZ,        -- the build compared with; NULL: a first build
    data_kind              VARCHAR,            -- data_source of this build: kind, version, file name
    data_version           VARCHAR,
    data_file              VARCHAR,
    n_cards                INTEGER NOT NULL,
    n_protections          INTEGER NOT NULL,
    n_cards_added          INTEGER,            -- the n_* below are NULL on a first build
    n_cards_removed        INTEGER,
    n_text_changed         INTEGER,
    n_protections_added    INTEGER,
    n_protections_removed  INTEGER,
    n_debt_moves           INTEGER
);

CREATE TABLE card_changes (
    started_at  TIMESTAMPTZ NOT NULL,
    change      VARCHAR NOT NULL,   -- added | removed | text_changed
    oracle_id   VARCHAR NOT NULL,
    name        VARCHAR NOT NULL,
    old_text    VARCHAR,
    new_text    VARCHAR
);

CREATE TABLE protection_changes (
    started_at     TIMESTAMPTZ NOT NULL,
    change         VARCHAR NOT NULL,   -- added | removed
    oracle_id      VARCHAR NOT NULL,
    name           VARCHAR NOT NULL,
    face_index     INTEGER NOT NULL,
    scope          VARCHAR NOT NULL,
    quality_kind   VARCHAR NOT NULL,
    quality_value  VARCHAR,
    quality        VARCHAR NOT NULL,   -- kind:value, as protection_summary.qualities lists them
    condition      VARCHAR,
    duration       VARCHAR
);

CREATE TABLE debt_changes (
    started_at   TIMESTAMPTZ NOT NULL,
    oracle_id    VARCHAR NOT NULL,     -- the protected card
    name         VARCHAR NOT NULL,
    scope        VARCHAR NOT NULL,
    interaction  VARCHAR NOT NULL,     -- target | damage | block | attach
    verdict      VARCHAR NOT NULL,
    n_before     INTEGER NOT NULL,     -- source cards with that verdict in the build replaced
    n_after      INTEGER NOT NULL
);

-- The version of each parser whose rows this build holds (pipeline/store/reuse.py), and how
-- many units (faces, printed texts) it reused from the build replaced or handed to the parser.
CREATE TABLE internal.parser_versions (
    parser    VARCHAR PRIMARY KEY,
    version   VARCHAR NOT NULL,
    n_reused  INTEGER NOT NULL,
    n_parsed  INTEGER NOT NULL
);

-- Every fixed word a column may hold (pipeline/vocabulary.py): what SQL joins for an order or
-- a label, and what sql/checks/accepted_values.sql checks every vocabulary column against.
CREATE TABLE vocabulary (
    vocabulary  VARCHAR NOT NULL,     -- which words: verdict, scope, quality_kind, rarity, ...
    value       VARCHAR NOT NULL,     -- the word as columns hold it
    rank        INTEGER NOT NULL,     -- its position: rarity order, a verdict's strength
    label       VARCHAR NOT NULL,     -- what reports call it
    letter      VARCHAR,              -- a one-letter abbreviation (rarities, DEBT), if any
    PRIMARY KEY (vocabulary, value)
);

CREATE TABLE rules (
    rule_key    VARCHAR PRIMARY KEY,  -- what the views join on
    rule        VARCHAR NOT NULL,     -- today's Comprehensive Rules number
    seeds_rule  VARCHAR,              -- the older number the seeds quote
    summary     VARCHAR NOT NULL
);

-- The sentences verdicts' reasons are worded from (pipeline/reasons.py): verdict_reasons.sql
-- decides each part's key, this words it.
CREATE TABLE internal.reason_sentences (
    part        VARCHAR NOT NULL,     -- reason, prefix, stopped, suffix, depends_on
    key         VARCHAR NOT NULL,     -- what decides it
    template    VARCHAR NOT NULL,     -- with {quality}, {what}, ... placeholders
    PRIMARY KEY (part, key)
);
