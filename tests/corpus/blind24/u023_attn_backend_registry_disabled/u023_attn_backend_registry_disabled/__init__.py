"""MMDiT joint-attention block with a pluggable attention backend registry."""
from .attention_dispatch import AttentionBackend, dispatch_attention_fn, register_backend
from .mmdit import JointTransformerBlock

__all__ = ["AttentionBackend", "dispatch_attention_fn", "register_backend", "JointTransformerBlock"]
