from .rotary import get_rope
from .llama import LlamaConfig, LlamaModel

__all__ = ["get_rope", "LlamaConfig", "LlamaModel"]
