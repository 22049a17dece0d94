from . import ops  # registers corpus_s138 ops
from .layer import fused_moe_forward
