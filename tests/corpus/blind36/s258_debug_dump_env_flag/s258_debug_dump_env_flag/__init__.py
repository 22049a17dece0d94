from .debug import DEBUG_DUMP, dump_tensor
from .rope import RotaryAttention, rope_attention

__all__ = ["DEBUG_DUMP", "dump_tensor", "RotaryAttention", "rope_attention"]
