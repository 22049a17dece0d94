from __future__ import annotations

import logging
import os
import threading
import time
from typing import Dict, Type

import torch

from .config import ModelConfig

logger = logging.getLogger(__name__)


class TritonAttnBackend:
    """Split-KV decode with a host-side planner for the number of KV splits."""

    def __init__(self, config: ModelConfig):
        self.config = config
        self.num_kv_splits = torch.ones(config.max_batch_size, dtype=torch.int32)
        self._plan_lock = threading.Lock()
        self.last_plan_s = 0.0

    def init_forward_metadata(self, forward_batch: Dict[str, torch.Tensor]) -> None:
        t0 = time.perf_counter()
        with self._plan_lock:
            seq_lens = forward_batch["seq_lens"].tolist()
            for i, n in enumerate(seq_lens):
                self.num_kv_splits[i] = max(1, min(8, n // 64))
        self.last_plan_s = time.perf_counter() - t0
        logger.debug("triton decode plan took %.3f ms", self.last_plan_s * 1e3)

    def forward_decode(self, q, k, v, forward_batch):
        raise NotImplementedError("triton kernels are not available on this platform")


class TorchNativeAttnBackend:
    """Padded SDPA decode over the request-to-token table."""

    def __init__(self, config: ModelConfig):
        self.config = config
        # host threads for the CPU SDPA path
        self.num_threads = os.cpu_count() or 1
        self.init_time = time.time()
        logger.info("torch_native attention backend, %d host threads", self.num_threads)
        self.attn_mask = None

    def init_forward_metadata(self, forward_batch: Dict[str, torch.Tensor]) -> None:
        seq_lens = forward_batch["seq_lens"]
        positions = torch.arange(self.config.max_context_len, device=seq_lens.device)
        self.attn_mask = positions[None, :] < seq_lens[:, None]

    def forward_decode(self, q, k, v, forward_batch):
        mask = self.attn_mask[:, None, None, :]
        return torch.nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=mask)


ATTENTION_BACKENDS: Dict[str, Type] = {
    "triton": TritonAttnBackend,
    "torch_native": TorchNativeAttnBackend,
}


def create_attention_backend(config: ModelConfig):
    return ATTENTION_BACKENDS[config.attention_backend](config)
