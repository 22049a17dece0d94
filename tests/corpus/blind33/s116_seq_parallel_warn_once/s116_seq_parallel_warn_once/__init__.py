"""Sequence-parallel norm + MLP block with reduce-scatter / all-gather."""
