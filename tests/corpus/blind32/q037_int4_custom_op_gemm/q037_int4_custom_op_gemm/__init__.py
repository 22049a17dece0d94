from . import ops  # registers corpus_q037::int4_mm
