from .configuration import DecoderConfig
from .modeling import TinyDecoderForCausalLM, compiled_model

__all__ = ["DecoderConfig", "TinyDecoderForCausalLM", "compiled_model"]
