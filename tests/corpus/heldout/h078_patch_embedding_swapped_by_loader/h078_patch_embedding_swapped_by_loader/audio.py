import threading

import torch
from torch import nn


class StreamingPatchEmbed(nn.Module):
    """Keeps the tail of the previous chunk so frames straddling chunks are embedded once."""

    def __init__(self, inner: nn.Conv1d) -> None:
        super().__init__()
        self.inner = inner
        self._lock = threading.Lock()
        self._carry = None

    def forward(self, features: torch.Tensor) -> torch.Tensor:
        with self._lock:
            if self._carry is not None:
                features = torch.cat([self._carry, features], dim=-1)
            self._carry = features[..., -self.inner.kernel_size[0]:]
        return self.inner(features)


class AudioEncoder(nn.Module):
    def __init__(self, n_mels: int = 8, hidden: int = 16) -> None:
        super().__init__()
        self.patch_embedding = nn.Conv1d(n_mels, hidden, kernel_size=2, stride=2)
        self.norm = nn.LayerNorm(hidden)

    def forward(self, mel: torch.Tensor) -> torch.Tensor:
        return self.norm(self.patch_embedding(mel).transpose(1, 2))


def enable_streaming(encoder: AudioEncoder) -> AudioEncoder:
    encoder.patch_embedding = StreamingPatchEmbed(encoder.patch_embedding)
    return encoder
