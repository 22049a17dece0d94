from . import kv_ops  # noqa: F401  (registers corpus_m004 ops)
