"""A tiny serving-engine-shaped package with the seed incident's barrier pattern."""
