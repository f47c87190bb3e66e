"""What a refresh runs beside its own process: the plan (plan.py) and the helper processes it
starts (process.py; capabilities.py, mtgjson_sets.py)."""
