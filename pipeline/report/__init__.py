"""The HTML site: report queries turned into page data (data, cards, claims, names, common)
and rendered with Jinja (site)."""
