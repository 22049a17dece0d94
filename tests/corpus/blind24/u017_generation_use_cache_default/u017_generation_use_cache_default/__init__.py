from .config import MiniLMConfig
from .model import MiniLMForCausalLM

__all__ = ["MiniLMConfig", "MiniLMForCausalLM"]
