"""Ranking model with feature-coverage monitoring hooks."""
