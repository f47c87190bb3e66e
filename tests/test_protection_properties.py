"""Property tests for the protection-clause parser: any text in, no crash, invariants hold."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.parse.oracle_text import strip_reminder
from pipeline.parse.protection import parse_protection_losses, parse_protections
from pipeline.vocabulary import QualityKind

CARD_NAME = "Sir Test, the Example"
SCOPES = frozenset({"self", "granted", "player", "token"})
COLOR_CODES = frozenset({"W", "U", "B", "R", "G"})

# Pieces of oracle text that steer the parser into its branches.
WORDS = [
    *("protection", "from", "Protection from", "protection from", "loses", "lose"),
    *("red", "white", "all colors", "each color", "everything", "artifacts", "creatures"),
    *("Dragons", "Werewolves", "non-Spirit", "legendary", "snow", "colored", "spells"),
    *("multicolored", "mana value 3 or greater", "the chosen color", "the chosen player"),
    *("the color of your choice", "its colors", "any color", "named", "cards named Bob"),
    *("and", "or", "and from", ", from", "or from", "if you control a Plains", "as long as"),
    *(",", ".", ";", ":", '"', "—", "(", ")", "{T}", "{W}", "\n", "+1/+1", "X"),
    *("has", "have", "gains", "gain", "gets", "it", "It", "you", "You and", "each player"),
    *("target creature", "Target creature", "Enchanted creature", "this creature", "that"),
    *("creates", "a 1/1 token", "tokens", "with", "becomes", "When", "Whenever", "At"),
    *("As long as", "If", "if", "Until end of turn", "until end of turn", "your choice of"),
    *("until your next turn", "The same is true for", "LEVEL 3-7", "Metalcraft —", "Sacrifice"),
    *("Sir Test", CARD_NAME, "Sir", "the", "of", "can't", "instead", "also"),
]
filler = st.lists(st.sampled_from(WORDS), max_size=12).map(" ".join)
oracle_like = st.lists(st.sampled_from(WORDS), max_size=30).map(" ".join)
quality_words = st.one_of(
    st.lists(st.sampled_from(WORDS), max_size=5).map(" ".join),
    st.text(alphabet="abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ -',", max_size=20),
)
any_text = st.one_of(st.text(max_size=200), oracle_like)

_OCCURRENCE = re.compile(r"\bprotection from\b", re.IGNORECASE)
_LOSS_BEFORE = re.compile(r"\blose[s]? $", re.IGNORECASE)


def _occurrences(text: str) -> tuple[int, int]:
    """(gains, losses): occurrences of "protection from" after reminder removal."""
    stripped = strip_reminder(text)
    losses = sum(
        1 for m in _OCCURRENCE.finditer(stripped) if _LOSS_BEFORE.search(stripped[: m.start()])
    )
    return len(_OCCURRENCE.findall(stripped)) - losses, losses


@settings(max_examples=200, deadline=None)
@given(text=any_text, name=st.one_of(st.just(CARD_NAME), st.text(max_size=20)))
def test_never_raises_and_rows_are_well_formed(text: str, name: str) -> None:
    rows = parse_protections(text, name)
    losses = parse_protection_losses(text, name)
    for r in rows:
        assert r.quality_kind in QualityKind.values()
        assert r.scope in SCOPES
        assert r.text == r.text.strip()
        assert r.text
        if r.quality_kind == "color":
            assert r.quality_value in COLOR_CODES
            assert r.predicate.colors == (r.quality_value,)
    assert all(loss.quality_kind in QualityKind.values() for loss in losses)
    indexes = [r.clause_index for r in rows]
    assert indexes == sorted(indexes)


@settings(max_examples=200, deadline=None)
@given(parts=st.lists(st.tuples(filler, quality_words), min_size=1, max_size=4), tail=filler)
def test_each_occurrence_yields_a_row(parts: list[tuple[str, str]], tail: str) -> None:
    text = "".join(f"{before} protection from {quality} " for before, quality in parts) + tail
    gains, losses = _occurrences(text)
    assert len(parse_protections(text, CARD_NAME)) >= gains
    assert len(parse_protection_losses(text, CARD_NAME)) >= losses


@settings(max_examples=200, deadline=None)
@given(text=oracle_like)
def test_clause_text_is_taken_from_the_input(text: str) -> None:
    stripped = strip_reminder(text)
    for r in parse_protections(text, CARD_NAME):
        assert r.text in stripped


@settings(max_examples=200, deadline=None)
@given(text=any_text)
def test_deterministic(text: str) -> None:
    assert parse_protections(text, CARD_NAME) == parse_protections(text, CARD_NAME)
    assert parse_protection_losses(text, CARD_NAME) == parse_protection_losses(text, CARD_NAME)
