"""Cache-write custom op with a host-side fallback, and a decode step using it."""
from . import cache_ops  # noqa: F401  (registers corpus_t020::reshape_and_cache)
