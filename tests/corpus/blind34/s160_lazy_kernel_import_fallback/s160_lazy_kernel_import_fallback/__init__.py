"""Varlen attention that lazily loads a compiled extension, with a torch fallback."""
