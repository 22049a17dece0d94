from . import ops  # noqa: F401  (registers corpus_q029 ops)
