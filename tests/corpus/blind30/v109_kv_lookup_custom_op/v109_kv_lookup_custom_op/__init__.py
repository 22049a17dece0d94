"""Prefix KV lookup through a host-side table, exposed to the compiler as a custom op."""
from . import ops  # noqa: F401  (registers corpus_v109 ops)
