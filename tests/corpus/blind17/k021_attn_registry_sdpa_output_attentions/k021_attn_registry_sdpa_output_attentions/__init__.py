from .configuration_mini_llama import MiniLlamaConfig
from .modeling_mini_llama import MiniLlamaModel

__all__ = ["MiniLlamaConfig", "MiniLlamaModel"]
