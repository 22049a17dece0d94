from .generation_config import GenerationConfig
from .sampling_adapter import GenerationAdapter, TinyLMConfig, TinyLM

__all__ = ["GenerationConfig", "GenerationAdapter", "TinyLMConfig", "TinyLM"]
