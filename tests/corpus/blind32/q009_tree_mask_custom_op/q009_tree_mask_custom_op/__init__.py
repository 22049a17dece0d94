from . import ops  # registers corpus_q009 ops
