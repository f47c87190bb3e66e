"""The commands that read the current database: verdicts for a pair and answers for a card
(verdicts), ad-hoc read-only SQL (query) and the database's status (status)."""
