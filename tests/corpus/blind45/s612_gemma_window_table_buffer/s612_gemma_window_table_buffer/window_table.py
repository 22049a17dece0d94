import torch
from torch import nn

from .config import InterleavedAttnConfig


class LayerWindowTable(nn.Module):
    """Per-layer sliding-window sizes (0 = global attention).

    Kept as a buffer so the attention backend can gather it on device when it
    builds paged-KV metadata for every layer in one kernel.
    """

    def __init__(self, config: InterleavedAttnConfig):
        super().__init__()
        windows = [
            config.sliding_window if kind == "sliding_attention" else 0
            for kind in config.layer_types
        ]
        self.register_buffer("windows", torch.tensor(windows, dtype=torch.int32), persistent=False)

    def window_for(self, layer_idx: int):
        window = self.windows[layer_idx]
        return window if window > 0 else None


def sliding_causal_bias(seq_len: int, window, device):
    pos = torch.arange(seq_len, device=device)
    delta = pos[:, None] - pos[None, :]
    allowed = delta >= 0
    if window is not None:
        allowed = allowed & (delta < window)
    bias = torch.zeros(seq_len, seq_len, device=device)
    return bias.masked_fill(~allowed, float("-inf"))
