from .adapter import CausalLMAdapter
from .modeling_tiny import TinyCausalLM

__all__ = ["CausalLMAdapter", "TinyCausalLM"]
