from .config import TinyLlamaConfig
from .model import LlamaForCausalLM

__all__ = ["TinyLlamaConfig", "LlamaForCausalLM"]
