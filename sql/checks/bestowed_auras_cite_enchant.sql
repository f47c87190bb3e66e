-- Offending rows: a bestow card attaching as anything but an Aura: cast bestowed it is an Aura
-- spell and attached an Aura (702.103b), so protection stops it by 702.16c, never 702.16d.
SELECT i.protected_name, i.source_name, i.verdict, i.rule
FROM interactions AS i
JOIN cards AS s ON s.oracle_id = i.source_oracle_id
WHERE i.interaction = 'attach' AND list_contains(s.keywords, 'Bestow') AND i.rule = '702.16d';
