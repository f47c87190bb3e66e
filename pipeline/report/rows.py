"""The report queries' rows as typed records: one Struct per query of sql/reports/, whose fields
are the query's columns (tests/test_sql_files.py checks them against the SQL), converted from
the query's rows with msgspec (`typed_rows`), so a renamed or retyped column fails at once.

Every page reads these but the "What changed" page, whose rows are lists of changes of every
kind (report/changes.py).
"""

from __future__ import annotations

from datetime import date
from typing import Any, TypeVar

import msgspec


class EarliestProtectedRow(msgspec.Struct, frozen=True, kw_only=True):
    """earliest_protected.sql: one of the first cards with protection, and the first era's set."""

    oracle_id: str
    name: str
    first_set_code: str | None
    first_set_name: str | None
    first_released_at: date | None
    era_first_set: str
    era_starts_on: date
    era_first_set_loaded: bool


class CoreSetRarityRow(msgspec.Struct, frozen=True, kw_only=True):
    """core_set_rarity.sql: one (core set, rarity) with its cards and protected cards."""

    set_code: str
    set_name: str
    released_at: date | None
    era: str | None
    rarity: str
    n_cards: int
    n_protected: int
    n_new_cards: int
    n_new_protected: int
    protected_names: list[str]


class EraRarityRow(msgspec.Struct, frozen=True, kw_only=True):
    """era_rarity.sql: new cards of one (era, core sets or not, rarity), and the protected ones."""

    era: str
    is_core: bool
    rarity: str
    n_new_cards: int
    n_new_protected: int


class BuildInfoRow(msgspec.Struct, frozen=True, kw_only=True):
    """build_info.sql: the data version as its publisher names it, and the newest build's time."""

    kind: str
    version: str
    version_date: str | None
    file_name: str | None
    finished_at: str | None


class HeadlineRow(msgspec.Struct, frozen=True, kw_only=True):
    """headline.sql: the overview's counts."""

    n_cards: int
    n_sets: int
    n_printings: int
    n_any_protection: int
    n_protected: int
    n_protected_funny: int
    n_granting: int
    n_player: int
    n_unparsed: int
    n_losing_cards: int


class NewByYearRow(msgspec.Struct, frozen=True, kw_only=True):
    """new_by_year.sql: cards first printed in one year, and those with protection by scope."""

    year: int
    n_new_cards: int
    n_self: int
    n_granted: int
    n_player: int


class EraShareRow(msgspec.Struct, frozen=True, kw_only=True):
    """era_shares.sql: one era of the seeds' history and the share of its new protected cards."""

    era: str
    starts_on: date
    first_set: str
    note: str
    n_new_cards: int
    n_new_protected_cards: int
    share: float
    n_new_granting_cards: int
    n_new_player_protection_cards: int


class QualityMixRow(msgspec.Struct, frozen=True, kw_only=True):
    """quality_mix.sql: cards with one quality kind, per era."""

    era: str | None
    quality_kind: str
    n_cards: int
    n_self_cards: int


class UnparsedRow(msgspec.Struct, frozen=True, kw_only=True):
    """unparsed.sql: a protection clause the parser could not classify."""

    oracle_id: str
    name: str
    is_funny: bool
    scope: str
    quality_value: str | None
    text: str
    printed_name: str | None = None  # not a column: the report's --lang adds it


class LossRow(msgspec.Struct, frozen=True, kw_only=True):
    """losses.sql: a quality an effect takes away ("loses protection from ...")."""

    oracle_id: str
    name: str
    is_funny: bool
    subject: str | None
    quality_kind: str
    quality_value: str | None
    duration: str | None
    text: str
    printed_name: str | None = None  # not a column: the report's --lang adds it


class RuleRow(msgspec.Struct, frozen=True, kw_only=True):
    """rules.sql: one cited rule."""

    rule_key: str
    rule: str
    seeds_rule: str | None
    summary: str


class TranslationDisagreement(msgspec.Struct, frozen=True, kw_only=True):
    """A printed text whose protection qualities differ from the oracle text's."""

    oracle_id: str
    name: str
    printed_name: str | None
    printed_text: str | None
    oracle_text: str | None
    printed_qualities: list[str] | None
    oracle_qualities: list[str] | None
    n_unparsed: int | None


class TranslationRow(msgspec.Struct, frozen=True, kw_only=True):
    """translations.sql: one printed language, how its texts compare with the oracle's."""

    lang: str
    is_reference: bool
    is_checked: bool
    n_cards: int
    n_cards_with_text: int
    n_oracle_comparable: int
    n_compared: int
    n_cards_compared: int
    n_agree: int
    n_disagree: int
    n_not_comparable: int
    n_no_printed_text: int
    n_unparsed: int
    disagreements: list[TranslationDisagreement] | None


class CardFaceRow(msgspec.Struct, frozen=True, kw_only=True):
    """One face of a card in cards.sql, in face order."""

    name: str
    mana_cost: str | None
    type_line: str | None
    oracle_text: str | None


class CardRow(msgspec.Struct, frozen=True, kw_only=True):
    """cards.sql: a card with any protection clause (it gets a page), and its kinds of protection."""

    oracle_id: str
    name: str
    layout: str
    mana_cost: str | None
    colors: list[str]
    type_line: str | None
    is_funny: bool
    first_released_at: date | None
    first_set_code: str | None
    first_set_name: str | None
    era: str | None
    n_printings: int
    legal_formats: list[str]
    edhrec_rank: int | None
    has_self: bool
    has_granted: bool
    has_player: bool
    has_token: bool
    has_unparsed: bool
    faces: list[CardFaceRow] | None
    rarities: list[str] | None


class CardProtectionRow(msgspec.Struct, frozen=True, kw_only=True):
    """card_protections.sql: one protection quality of a card, in clause order."""

    oracle_id: str
    face_index: int
    clause_index: int
    scope: str
    quality_kind: str
    quality_value: str | None
    text: str
    subject: str | None
    condition: str | None
    duration: str | None


class CardRulingRow(msgspec.Struct, frozen=True, kw_only=True):
    """card_rulings.sql: an official ruling (or Scryfall note) on a card with a page."""

    oracle_id: str
    published_at: date | None
    source: str
    text: str


class NotableSource(msgspec.Struct, frozen=True, kw_only=True):
    """One of the most played sources of a verdict (debt.sql, answers.sql), with its rule."""

    oracle_id: str
    name: str
    n_printings: int
    rule: str
    reason: str


class DebtRow(msgspec.Struct, frozen=True, kw_only=True):
    """debt.sql: the sources of one verdict on (protected card, scope, DEBT interaction)."""

    oracle_id: str
    scope: str
    interaction: str
    verdict: str
    n_sources: int
    notable: list[NotableSource]


class AnswerRow(msgspec.Struct, frozen=True, kw_only=True):
    """answers.sql: the cards that deal with a card's scope one way (how: exile, destroy, ...)."""

    oracle_id: str
    scope: str
    how: str
    n_sources: int
    notable: list[NotableSource]


class SetRarityRow(msgspec.Struct, frozen=True, kw_only=True):
    """sets.sql: one (set, rarity), its cards and those with each kind of protection."""

    set_code: str
    set_name: str
    set_type: str
    released_at: date | None
    era: str | None
    is_core: bool
    rarity: str
    n_cards: int
    n_protected_cards: int
    n_granting_cards: int
    n_player_protection_cards: int


class SetCardRow(msgspec.Struct, frozen=True, kw_only=True):
    """set_cards.sql: a card with any protection clause printed in a set."""

    set_code: str
    oracle_id: str
    name: str
    rarity: str
    has_self: bool
    has_granted: bool
    has_player: bool


class CardLink(msgspec.Struct, frozen=True, kw_only=True):
    """A card named in a list (formats.sql's top answers)."""

    oracle_id: str
    name: str


class FormatCardRow(msgspec.Struct, frozen=True, kw_only=True):
    """formats.sql: a protected card legal in a format, and the answers that get through."""

    format: str
    oracle_id: str
    name: str
    n_answers: int
    top_answers: list[CardLink] | None


# The typed queries, by file stem.
TYPED_QUERIES: dict[str, type[msgspec.Struct]] = {
    "earliest_protected": EarliestProtectedRow,
    "core_set_rarity": CoreSetRarityRow,
    "era_rarity": EraRarityRow,
    "build_info": BuildInfoRow,
    "headline": HeadlineRow,
    "new_by_year": NewByYearRow,
    "era_shares": EraShareRow,
    "quality_mix": QualityMixRow,
    "unparsed": UnparsedRow,
    "losses": LossRow,
    "rules": RuleRow,
    "translations": TranslationRow,
    "cards": CardRow,
    "card_protections": CardProtectionRow,
    "card_rulings": CardRulingRow,
    "debt": DebtRow,
    "answers": AnswerRow,
    "sets": SetRarityRow,
    "set_cards": SetCardRow,
    "formats": FormatCardRow,
}


T = TypeVar("T", bound=msgspec.Struct)


def typed_rows(rows: list[dict[str, Any]], record: type[T]) -> list[T]:
    """A query's rows (column -> value) as records; a missing or mistyped column raises."""
    return [msgspec.convert(row, record) for row in rows]
