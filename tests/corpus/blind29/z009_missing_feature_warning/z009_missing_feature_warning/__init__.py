"""Ranking model fed by a keyed feature batch (sparse/dense split)."""
