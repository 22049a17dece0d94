"""Serving-side ranker whose table sizes come from exported vocab metadata."""
