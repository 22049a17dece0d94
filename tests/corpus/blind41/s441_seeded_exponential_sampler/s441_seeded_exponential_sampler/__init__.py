"""Sampling layer of a small v1-style model runner."""
