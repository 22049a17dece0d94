from .configuration_granite import GraniteConfig
from .modeling_granite import GraniteForCausalLM, make_decode_step

__all__ = ["GraniteConfig", "GraniteForCausalLM", "make_decode_step"]
