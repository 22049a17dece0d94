from .forward_batch_info import ForwardBatch, ForwardMode
from .flash_backend import FlashAttentionBackend, FlashAttentionMetadata

__all__ = ["ForwardBatch", "ForwardMode", "FlashAttentionBackend", "FlashAttentionMetadata"]
