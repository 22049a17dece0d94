"""Query encoder that re-ranks neighbours above a similarity floor."""
