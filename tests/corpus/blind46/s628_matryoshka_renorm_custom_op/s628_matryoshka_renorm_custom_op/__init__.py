"""Matryoshka multi-width embedding output backed by a host-side kernel op."""
