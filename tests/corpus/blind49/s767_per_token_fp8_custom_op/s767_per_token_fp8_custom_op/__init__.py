from . import _custom_ops  # noqa: F401  (registers corpus_s767 ops)
