from . import _custom_ops  # noqa: F401  (registers corpus_s1277 ops)
