from .cache_utils import StaticKVCache
from .modeling import TinyLlamaForCausalLM, TinyLlamaConfig

__all__ = ["StaticKVCache", "TinyLlamaForCausalLM", "TinyLlamaConfig"]
