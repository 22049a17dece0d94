from . import ops  # noqa: F401  (registers corpus_s268::nf4_dequant)
