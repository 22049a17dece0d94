from .configuration_tiny_llama import TinyLlamaConfig
from .attention_interface import ALL_ATTENTION_FUNCTIONS, AttentionInterface

__all__ = ["TinyLlamaConfig", "ALL_ATTENTION_FUNCTIONS", "AttentionInterface"]
