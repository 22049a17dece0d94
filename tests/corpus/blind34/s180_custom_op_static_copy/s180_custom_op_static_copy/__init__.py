from . import ops  # registers corpus_s180 ops
