-- Offending rows: soulbond protection ("as long as it is paired ..., both creatures have") that
-- lacks the card's own `self` row or its pair's `granted` row (702.95: both creatures have it).
SELECT c.name, p.text
FROM protections AS p
JOIN cards AS c USING (oracle_id)
WHERE p.condition ILIKE '%is paired with%' AND p.subject ILIKE 'both %'
GROUP BY c.name, p.oracle_id, p.face_index, p.clause_index, p.text
HAVING count(DISTINCT p.scope) FILTER (WHERE p.scope IN ('self', 'granted')) < 2;
