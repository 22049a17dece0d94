from . import ops  # noqa: F401  (registers corpus_v009 ops)
