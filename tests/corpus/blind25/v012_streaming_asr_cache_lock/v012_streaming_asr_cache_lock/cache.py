import threading

import torch


class _SessionGuard:
    """Mixin: serialises cache mutation when the gRPC server shares a session."""

    def __init__(self):
        self._lock = threading.Lock()
        self._version = 0

    def _bump(self):
        self._version += 1


class LeftContextCache(_SessionGuard):
    """Per-layer rolling left context (keys/values and causal-conv tails)."""

    def __init__(self, num_layers: int, hidden: int, left_frames: int, conv_tail: int):
        super().__init__()
        self.left_frames = left_frames
        self.kv = [torch.zeros(1, left_frames, hidden) for _ in range(num_layers)]
        self.conv = [torch.zeros(1, hidden, conv_tail) for _ in range(num_layers)]

    def context(self, layer: int):
        return self.kv[layer], self.conv[layer]

    def push(self, layer: int, chunk: torch.Tensor, conv_tail: torch.Tensor):
        with self._lock:
            joined = torch.cat([self.kv[layer], chunk], dim=1)
            self.kv[layer] = joined[:, -self.left_frames:]
            self.conv[layer] = conv_tail
            self._bump()
