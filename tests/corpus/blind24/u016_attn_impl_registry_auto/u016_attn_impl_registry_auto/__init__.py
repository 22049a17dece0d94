from .attention_registry import ATTENTION_FUNCTIONS, register_attention, resolve_attention
from .modeling import GPTLiteConfig, GPTLiteModel

__all__ = ["ATTENTION_FUNCTIONS", "register_attention", "resolve_attention", "GPTLiteConfig", "GPTLiteModel"]
