-- One row per (reach signature, protected object it can reach): the capability's object kind
-- and evaluable restrictions ("nonblack creature", "with flying") admit the object; for a
-- blocker, `evasion` names the attacker's evasion it can't block through (702.9b, ...).
CREATE TABLE internal.reach AS
SELECT r.reach_id, o.object_id, internal.evasion(r.reach.blocker, o) AS evasion
FROM (SELECT DISTINCT reach_id, reach FROM internal.signatures) AS r
JOIN internal.protected_object_kinds AS k ON k.object_kind = r.reach.object_kind
JOIN internal.protected_objects AS o USING (object_id)
WHERE internal.restrictions_admit(r.reach, o);
