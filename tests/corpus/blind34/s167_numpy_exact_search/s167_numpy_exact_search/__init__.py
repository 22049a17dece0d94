"""Fusion step backed by an exact (brute-force) numpy search backend."""
