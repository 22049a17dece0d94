from . import ops  # noqa: F401  registers corpus_s869 ops
from .encoder import EncoderSelfAttention, RelativeBiasConfig

__all__ = ["EncoderSelfAttention", "RelativeBiasConfig"]
