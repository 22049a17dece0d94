"""Data-parallel attention + expert MLP with variable-size token gather."""
