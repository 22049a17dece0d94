"""Decode runner for a tensor-parallel attention output projection."""
