"""DeepEP normal-mode dispatcher (needs the deep_ep extension and NVSHMEM)."""
import logging
import os
import threading

import torch

logger = logging.getLogger(__name__)


class DeepEPBuffer:
    _lock = threading.Lock()
    _instance = None

    @classmethod
    def get(cls, group, hidden_bytes: int):
        with cls._lock:
            if cls._instance is None:
                import deep_ep  # noqa: F401  (C++/CUDA extension)

                num_nvl_bytes = int(os.environ.get("SGLANG_DEEPEP_NUM_NVL_BYTES", hidden_bytes))
                logger.info("allocating DeepEP buffer: nvl_bytes=%d", num_nvl_bytes)
                cls._instance = deep_ep.Buffer(group, num_nvl_bytes, 0)
            return cls._instance


class DeepEPDispatcher:
    def __init__(self, group, hidden_size: int, num_experts: int):
        self.group = group
        self.num_experts = num_experts
        self.buffer = DeepEPBuffer.get(group, hidden_size * 2)

    def dispatch(self, hidden_states, topk_ids, topk_weights):
        layout = self.buffer.get_dispatch_layout(topk_ids, self.num_experts)
        recv, recv_ids, recv_weights, counts, handle, event = self.buffer.dispatch(
            hidden_states, *layout, topk_idx=topk_ids, topk_weights=topk_weights
        )
        event.current_stream_wait()
        self.handle = handle
        return recv, recv_ids, recv_weights, counts

    def combine(self, expert_out, *unused):
        out, _, event = self.buffer.combine(expert_out, self.handle)
        event.current_stream_wait()
        return out
