from . import ops  # noqa: F401  (registers corpus_s149 ops)
