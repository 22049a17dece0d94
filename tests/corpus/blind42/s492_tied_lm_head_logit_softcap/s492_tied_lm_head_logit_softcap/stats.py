"""Counters exported on /metrics by the tokenizer manager.

The scheduler thread and the detokenizer thread both update these, so every
update happens under a lock.
"""
import threading

import torch


class LogitsStatsCollector:
    def __init__(self, enabled: bool = True):
        self.enabled = enabled
        self._lock = threading.Lock()
        self.num_forward_batches = 0
        self.num_output_tokens = 0
        self.num_capped_batches = 0

    def observe(self, logits: torch.Tensor, capped: bool) -> None:
        if not self.enabled:
            return
        with self._lock:
            self.num_forward_batches += 1
            self.num_output_tokens += logits.shape[0]
            if capped:
                self.num_capped_batches += 1

    def snapshot(self) -> dict:
        with self._lock:
            return {
                "forward_batches": self.num_forward_batches,
                "output_tokens": self.num_output_tokens,
                "capped_batches": self.num_capped_batches,
            }
