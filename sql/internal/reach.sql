-- One row per (reach signature, protected object it can reach): the capability's object kind
-- and evaluable restrictions ("nonblack creature", "with flying") admit the object; for a
-- blocker, `evasion` names the attacker's evasion it can't block through (702.9b, ...);
-- `decided`: whether card data decides that it reaches the object (internal.reach_decided),
-- which an answer needs before it surely deals with the object.
CREATE TABLE internal.reach AS
WITH r AS (
    -- the reach's fields as columns: a join then carries only the few each test reads
    SELECT reach_id, unnest(reach)
    FROM (SELECT reach_id, any_value(reach) AS reach FROM internal.signatures GROUP BY reach_id)
)
SELECT r.reach_id, o.object_id, internal.evasion(r.blocker, o) AS evasion,
       internal.reach_decided(r, o) AS decided
FROM r
JOIN internal.protected_object_kinds AS k ON k.object_kind = r.object_kind
JOIN internal.protected_objects AS o USING (object_id)
WHERE internal.restrictions_admit(r, o);
