"""Protection pipeline: Magic: The Gathering card data -> protection clauses -> DEBT cross-reference."""

__version__ = "0.1.0"
