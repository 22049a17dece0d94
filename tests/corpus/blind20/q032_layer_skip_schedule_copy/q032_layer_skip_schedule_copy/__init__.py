"""Tiny decoder with a configurable layer-skip (self-speculative draft) schedule."""
