"""Encoder-output reuse for encoder-decoder serving.

The encoder runs once per request at admission; every decode step looks the
encoder output up by the request's slot instead of recomputing it.
"""
import hashlib
import json
import threading
import time

import torch

from .config import EncoderCacheConfig


class EncoderCacheStats:
    def __init__(self, path: str):
        self.path = path
        self._lock = threading.Lock()
        self.hits = 0
        self.last_hit = None

    def record(self, num_rows: int) -> None:
        with self._lock:
            self.hits += num_rows
            self.last_hit = time.monotonic()

    def flush(self) -> None:
        with open(self.path, "a") as f:
            f.write(json.dumps({"hits": self.hits, "t": self.last_hit}) + "\n")


class AudioFeatureCache:
    """Front-end dedup of identical log-mel inputs (runs in the tokenizer process)."""

    def __init__(self):
        self._by_digest = {}

    def lookup(self, features: torch.Tensor):
        digest = hashlib.sha256(features.numpy().tobytes()).hexdigest()
        return self._by_digest.get(digest)

    def insert(self, features: torch.Tensor, slot: int):
        self._by_digest[hashlib.sha256(features.numpy().tobytes()).hexdigest()] = slot


class EncoderOutputCache:
    def __init__(self, config: EncoderCacheConfig):
        self.config = config
        self.encoder_out = torch.zeros(config.max_requests, config.max_source_len, config.d_model)
        self.encoder_mask = torch.zeros(config.max_requests, config.max_source_len, dtype=torch.bool)
        self.stats = EncoderCacheStats(config.stats_path)

    def insert(self, slot: int, encoder_hidden_states: torch.Tensor) -> None:
        n = encoder_hidden_states.shape[0]
        self.encoder_out[slot, :n] = encoder_hidden_states
        self.encoder_mask[slot] = False
        self.encoder_mask[slot, :n] = True

    def lookup(self, request_slots: torch.Tensor):
        if self.config.enable_stats:
            self.stats.record(request_slots.shape[0])
        return self.encoder_out[request_slots], self.encoder_mask[request_slots]
