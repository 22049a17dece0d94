from . import ops  # registers corpus_s337 ops
from .pipeline import guided_step
