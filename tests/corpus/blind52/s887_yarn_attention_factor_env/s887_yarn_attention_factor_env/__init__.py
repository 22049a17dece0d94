from .rope_init import ROPE_INIT_FUNCTIONS
from .qwen2_rotary import Qwen2RotaryEmbedding, RopeConfig

__all__ = ["ROPE_INIT_FUNCTIONS", "Qwen2RotaryEmbedding", "RopeConfig"]
