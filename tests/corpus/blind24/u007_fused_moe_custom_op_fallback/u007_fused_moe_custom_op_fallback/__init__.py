from . import moe_ops  # noqa: F401  (registers corpus_u007 ops)
