"""Attention layer whose backend is chosen once, from config and the platform."""
