from .forward_batch import ExtendBatch
from .model import LlamaForCausalLM, LlamaConfig

__all__ = ["ExtendBatch", "LlamaForCausalLM", "LlamaConfig"]
