from . import ops  # registers corpus_x018 ops
from .layer import FP8Linear
