"""The DuckDB database: building one (build, sql_files), swapping it in (refresh), and opening
the current one read-only (connect, the only module the read side imports)."""
