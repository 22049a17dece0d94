import sys

import torch
import torch.nn.functional as F
from torch import nn

from .kinds import AttnKind


class HybridAttention(nn.Module):
    def __init__(self, d: int, heads: int, kind: AttnKind, window: int = 2) -> None:
        super().__init__()
        self.heads, self.hd = heads, d // heads
        self.kind = kind
        self.window = window
        self.qkv = nn.Linear(d, 3 * d, bias=False)

    def _mask(self, s: int, device) -> torch.Tensor:
        i = torch.arange(s, device=device)
        causal = i[:, None] >= i[None, :]
        match self.kind:
            case AttnKind.FULL:
                return causal
            case AttnKind.SLIDING:
                return causal & (i[:, None] - i[None, :] < self.window)
            case AttnKind.DEBUG_DUMP:
                sys.stderr.write(f"mask for seq_len={s}\n")
                return causal
        raise AssertionError(self.kind)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, s, d = x.shape
        q, k, v = self.qkv(x).view(b, s, 3, self.heads, self.hd).permute(2, 0, 3, 1, 4)
        o = F.scaled_dot_product_attention(q, k, v, attn_mask=self._mask(s, x.device))
        return o.transpose(1, 2).reshape(b, s, d)


class HybridStack(nn.Module):
    """Alternating full / sliding-window layers (Gemma-3 / Mistral style)."""

    def __init__(self, d: int = 8, heads: int = 2, n_layers: int = 4) -> None:
        super().__init__()
        kinds = [AttnKind.SLIDING if i % 2 else AttnKind.FULL for i in range(n_layers)]
        self.layers = nn.ModuleList(HybridAttention(d, heads, k) for k in kinds)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = x + layer(x)
        return x


stack = HybridStack()
stack_compiled = torch.compile(stack, fullgraph=True)
