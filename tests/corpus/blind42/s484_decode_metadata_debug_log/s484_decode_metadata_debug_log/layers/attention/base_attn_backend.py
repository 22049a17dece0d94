from __future__ import annotations

import logging
from abc import ABC, abstractmethod
from dataclasses import dataclass

import torch

logger = logging.getLogger(__name__)


@dataclass
class DecodeMetadata:
    kv_indptr: torch.Tensor
    kv_indices: torch.Tensor
    kv_last_page_len: torch.Tensor
    max_seq_len: int


class AttentionBackend(ABC):
    """Common plumbing for attention backends."""

    def __init__(self, page_size: int):
        self.page_size = page_size
        self.forward_metadata: DecodeMetadata | None = None

    @abstractmethod
    def init_forward_metadata(self, forward_batch) -> None:
        ...

    def _publish_metadata(self, metadata: DecodeMetadata) -> None:
        if logger.isEnabledFor(logging.DEBUG):
            logger.debug(
                "decode metadata: bs=%d pages=%d max_seq_len=%d",
                metadata.kv_indptr.numel() - 1,
                metadata.kv_indices.numel(),
                metadata.max_seq_len,
            )
        self.forward_metadata = metadata
