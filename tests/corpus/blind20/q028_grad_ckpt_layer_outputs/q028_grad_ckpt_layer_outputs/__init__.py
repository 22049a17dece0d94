from .modeling import TinyDecoderConfig, TinyDecoderForCausalLM
from .outputs import CausalLMOutputWithPast, ModelOutput

__all__ = ["TinyDecoderConfig", "TinyDecoderForCausalLM", "CausalLMOutputWithPast", "ModelOutput"]
