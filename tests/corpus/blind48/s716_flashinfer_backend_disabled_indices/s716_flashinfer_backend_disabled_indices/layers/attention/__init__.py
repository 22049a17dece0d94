from . import flashinfer_backend, torch_native_backend  # noqa: F401  (populate the registry)
from .registry import ATTENTION_BACKENDS, get_attention_backend

__all__ = ["ATTENTION_BACKENDS", "get_attention_backend"]
