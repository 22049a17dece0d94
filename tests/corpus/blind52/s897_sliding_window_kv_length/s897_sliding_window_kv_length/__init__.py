from .cache_utils import SlidingWindowCache
from .modeling_mistral import MistralConfig, MistralForCausalLM, compiled_forward

__all__ = ["SlidingWindowCache", "MistralConfig", "MistralForCausalLM", "compiled_forward"]
