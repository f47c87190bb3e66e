"""The JSON the commands print (`check`, `explain`, `answers`, `deck`, `changes` with --json), one typed
definition per record: scripts can rely on these shapes, `to_json` encodes them, and
`mtg-protection schema NAME` prints each one's JSON Schema (schemas.py)."""

from __future__ import annotations

import msgspec

__all__ = [
    "AnswerRow",
    "AnswerTotals",
    "AnswersResult",
    "CardRef",
    "ChangeEntry",
    "CheckResult",
    "DeckAnswer",
    "DeckResult",
    "DeckSummary",
    "ExplainResult",
    "InteractionTrace",
    "InteractionVerdict",
    "ProtectedCard",
    "ProtectedInDeck",
    "ProtectionChange",
    "Ruling",
    "TracePath",
    "TraceProtection",
    "to_json",
]


class Ruling(msgspec.Struct, frozen=True):
    """An official ruling that bears on the question."""

    oracle_id: str
    published_at: str  # ISO date
    text: str


class CardRef(msgspec.Struct, frozen=True, omit_defaults=True):
    """A card by its English name, and as printed in the language asked for (or found)."""

    name: str
    oracle_id: str
    printed_name: str | None = None
    lang: str | None = None


class ProtectedCard(msgspec.Struct, frozen=True, omit_defaults=True):
    """The protected card of `answers`, with the printed numbers its answers are judged on."""

    name: str
    oracle_id: str
    power: int | None
    toughness: int | None
    mana_value: float | None
    printed_name: str | None = None


class AnswerRow(msgspec.Struct, frozen=True, omit_defaults=True):
    """One answer: a source and its best way of dealing with the card (answer_paths)."""

    name: str
    oracle_id: str
    how: str  # vocabulary.AnswerHow
    via: str  # the interaction: damage, attach, block, target, sweep, edict, counter
    outcome: (
        str  # vocabulary.AnswerOutcome: removes, neutralises, counters, kills_in_combat, depends
    )
    verdict: str  # allowed, or conditional (protection may stop it)
    rule: str
    reason: str
    mana_value: float | None
    speed: str  # vocabulary.Speed
    sure: bool  # a real answer that protection surely lets through; False: depends on play
    printed_name: str | None = None


class AnswerTotals(msgspec.Struct, frozen=True):
    """How many sure answers there are, by how and by interaction; how many depend on play."""

    all: int
    depends: int
    how: dict[str, int]
    via: dict[str, int]
    # sources that get past the protection without dealing with the card (any interaction)
    through_only: int


class AnswersResult(msgspec.Struct, frozen=True):
    """`answers --json`."""

    protected: ProtectedCard
    # whose protection the answers get past (self, granted, player: as `check`), and what they
    # deal with: the card itself, or what it protects ("the creature Sword of Fire and Ice
    # protects"; a player, whom no card removes)
    scope: str
    answers_to: str
    format: str | None
    perspective: str
    answers: list[AnswerRow]  # ranked: sure ones first, by how, speed, mana to use, popularity
    totals: AnswerTotals
    # per DEBT interaction: sources that get past the protection that way without dealing with it
    gets_through_only: dict[str, int]
    rulings: list[Ruling]


class InteractionVerdict(msgspec.Struct, frozen=True):
    """One interaction of `check`: both readings' verdicts, and what the source does to the card."""

    verdict: str  # any controller
    verdict_vs_opponent: str  # the protected card's opponent controls the source (702.16k)
    rule: str  # of the reading asked for (--perspective)
    reason: str
    outcome: str | None  # vocabulary.AnswerOutcome where the path gets through, else None
    how: str | None


class CheckResult(msgspec.Struct, frozen=True):
    """`check --json`."""

    source: CardRef
    protected: CardRef
    scope: str | None
    perspective: str
    protections: list[str]
    interactions: dict[str, InteractionVerdict]
    rulings: list[Ruling]


class TraceProtection(msgspec.Struct, frozen=True):
    """The protection (a `protections` row) that ranked a path."""

    protection_id: int
    text: str  # the clause as written
    quality_kind: str  # vocabulary.QualityKind
    quality_value: str | None


class TracePath(msgspec.Struct, frozen=True):
    """One path of the source the engine judged (a row of the `verdict_trace` macro)."""

    capability_id: int
    face_index: int
    path: str  # spell, ability, combat, static, or token / attached: what acts for the card
    source_object: str  # card, ability, emblem, token
    text: str  # the capability's clause as written (capabilities.detail)
    # the characteristics it acts with, as the verdict compares them
    colors: list[str]
    types: list[str]
    subtypes: list[str]
    supertypes: list[str]
    mana_value: float | None
    reaches: bool  # its object restrictions admit the protected card
    evasion: str | None  # the attacker's evasion a blocker can't block through
    rank: int | None  # 0 allowed .. 3 not_applicable, any controller; None: doesn't reach
    rank_vs_opponent: int | None  # the opponent's reading (702.16k); None: can't reach it
    verdict: str | None  # the rank as a verdict word
    verdict_vs_opponent: str | None
    protection: TraceProtection | None  # what ranked it (any controller)
    protection_vs_opponent: TraceProtection | None
    deciding: bool  # the path the verdict is (the weakest, then the first signature)
    deciding_vs_opponent: bool


class InteractionTrace(msgspec.Struct, frozen=True):
    """One interaction of `explain`: the verdict (as `check` gives it) and every path behind it."""

    verdict: InteractionVerdict
    paths: list[TracePath]


class ExplainResult(msgspec.Struct, frozen=True):
    """`explain --json`."""

    source: CardRef
    protected: CardRef
    scope: str | None
    perspective: str
    protections: list[str]
    interactions: dict[str, InteractionTrace]


class DeckAnswer(msgspec.Struct, frozen=True):
    """A card of the deck that answers a protected card, and how."""

    name: str
    how: str
    via: str


class ProtectedInDeck(msgspec.Struct, frozen=True):
    name: str
    answered: bool
    answers: list[DeckAnswer]


class DeckSummary(msgspec.Struct, frozen=True):
    n_cards: int
    unknown: list[str]


class DeckResult(msgspec.Struct, frozen=True):
    """`deck --json`."""

    format: str | None
    deck: DeckSummary
    protected: list[ProtectedInDeck]
    unanswered: list[str]


class ProtectionChange(msgspec.Struct, frozen=True):
    """A protection quality a card gained or lost (`kind:value`, as protection_summary lists)."""

    name: str
    quality: str


class ChangeEntry(msgspec.Struct, frozen=True):
    """One built refresh in `changes --json` (a list, newest first); a first build has empty
    lists."""

    finished_at: str  # ISO 8601 in UTC, 2026-11-30T06:15:42Z
    source: str
    upstream_version: str | None
    cards_added: list[str]
    cards_removed: list[str]
    text_changed: list[str]
    protection_added: list[ProtectionChange]
    protection_removed: list[ProtectionChange]


def to_json(result: msgspec.Struct | list[msgspec.Struct]) -> str:
    """The result as indented JSON (UTF-8 names kept as printed)."""
    return msgspec.json.format(msgspec.json.encode(result), indent=2).decode()
