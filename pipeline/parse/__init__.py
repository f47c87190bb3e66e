"""Parsing oracle text: protection clauses (702.16), what each face can do to an object, and
printed (localized) protection clauses. Pure functions: text in, typed records out."""
