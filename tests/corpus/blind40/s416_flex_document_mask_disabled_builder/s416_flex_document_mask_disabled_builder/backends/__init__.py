from typing import Dict, Type

from .base import AttentionBackend
from .flex_attention import FlexAttentionBackend
from .sdpa import TorchSDPABackend

_BACKENDS: Dict[str, Type[AttentionBackend]] = {
    "flex_attention": FlexAttentionBackend,
    "torch_sdpa": TorchSDPABackend,
}


def get_attn_backend_cls(name: str) -> Type[AttentionBackend]:
    try:
        return _BACKENDS[name]
    except KeyError:
        raise ValueError(f"unknown attention backend {name!r}; choose from {sorted(_BACKENDS)}") from None
