from .layernorm import GemmaRMSNorm, RMSNorm

__all__ = ["RMSNorm", "GemmaRMSNorm"]
