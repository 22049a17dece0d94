"""Paged decode attention op: triton kernel when available, torch fallback otherwise."""
