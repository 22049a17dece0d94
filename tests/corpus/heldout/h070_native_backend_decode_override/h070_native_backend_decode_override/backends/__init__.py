from .base import AttentionBackend
from .torch_native import TorchNativeAttnBackend

__all__ = ["AttentionBackend", "TorchNativeAttnBackend"]
