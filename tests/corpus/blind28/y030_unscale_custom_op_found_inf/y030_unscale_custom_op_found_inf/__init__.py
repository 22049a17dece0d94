from . import ops  # noqa: F401  (registers corpus_y030 ops)
