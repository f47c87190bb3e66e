-- Offending rows: an effect that attaches an Aura or Equipment card it finds or names, whose
-- attach row still takes the acting card's qualities: the attached object is the source
-- (702.16c-d), not the card whose effect attaches it.
SELECT c.name, k.detail
FROM capabilities AS k
JOIN cards AS c USING (oracle_id)
WHERE k.capability = 'attach' AND k.via <> 'static' AND k.source_kind IS NULL
  AND regexp_matches(k.detail, '\b(?:an?|target) (?:Aura|Equipment|Curse) card\b');
