from . import ops  # registers corpus_s238::alibi_bias
