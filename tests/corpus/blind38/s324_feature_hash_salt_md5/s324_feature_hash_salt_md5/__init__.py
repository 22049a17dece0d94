"""Hashed-feature ranker: raw categorical ids are hashed into fixed-size tables."""
