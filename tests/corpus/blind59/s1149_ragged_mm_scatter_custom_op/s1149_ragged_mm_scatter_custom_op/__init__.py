from . import mm_ops  # noqa: F401  (registers corpus_s1149 ops)
