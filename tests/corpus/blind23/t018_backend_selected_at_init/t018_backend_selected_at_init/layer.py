from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn as nn

from .backends import get_backend_cls
from .platform_probe import ATTN_DEBUG, detect_platform


@dataclass
class AttentionConfig:
    hidden_size: int = 16
    num_heads: int = 4
    sliding_window: Optional[int] = 3
    backend: str = "auto"
    device: str = "cpu"


def choose_backend_name(config: AttentionConfig) -> str:
    if config.backend != "auto":
        return config.backend
    info = detect_platform()
    if config.device == "cuda" and info.supports_flash:
        return "flash"
    return "eager_windowed" if config.sliding_window else "sdpa"


class Attention(nn.Module):
    def __init__(self, config: AttentionConfig):
        super().__init__()
        self.config = config
        self.head_dim = config.hidden_size // config.num_heads
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.backend_name = choose_backend_name(config)

    def _impl(self):
        cls = get_backend_cls(self.backend_name)
        return cls(self.head_dim**-0.5)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, t, _ = x.shape
        q, k, v = self.qkv(x).view(b, t, 3, self.config.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        impl = self._impl()
        window = self.config.sliding_window or t
        if window < t and not impl.supports_sliding_window:
            raise NotImplementedError(f"{impl.name} does not support sliding window")
        if ATTN_DEBUG:
            print(f"[attn] backend={impl.name} q={tuple(q.shape)} window={window}")
        out = impl.forward(q, k, v, window)
        return self.proj(out.transpose(1, 2).reshape(b, t, -1))


attention = Attention(AttentionConfig())
compiled_attention = torch.compile(attention, fullgraph=True)
