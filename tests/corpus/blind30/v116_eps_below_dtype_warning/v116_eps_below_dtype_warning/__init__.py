from .layernorm import layer_norm_fwd

__all__ = ["layer_norm_fwd"]
