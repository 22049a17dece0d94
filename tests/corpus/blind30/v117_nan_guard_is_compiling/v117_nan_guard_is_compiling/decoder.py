import torch
from torch import nn
import torch.nn.functional as F

from .anomaly import CHECKER


def soft_cap(logits: torch.Tensor, cap: float) -> torch.Tensor:
    """tanh soft-capping used to keep attention logits bounded."""
    return cap * torch.tanh(logits / cap)


class DecoderLayer(nn.Module):
    def __init__(self, hidden: int, heads: int = 2, logit_cap: float = 50.0):
        super().__init__()
        self.heads = heads
        self.head_dim = hidden // heads
        self.logit_cap = logit_cap
        self.ln1 = nn.LayerNorm(hidden)
        self.ln2 = nn.LayerNorm(hidden)
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.o = nn.Linear(hidden, hidden)
        self.ff = nn.Sequential(nn.Linear(hidden, 2 * hidden), nn.GELU(), nn.Linear(2 * hidden, hidden))

    def _attn(self, x: torch.Tensor) -> torch.Tensor:
        b, s, h = x.shape
        q, k, v = self.qkv(x).view(b, s, 3, self.heads, self.head_dim).permute(2, 0, 3, 1, 4)
        logits = soft_cap(q @ k.transpose(-1, -2) * self.head_dim**-0.5, self.logit_cap)
        logits = CHECKER("attn_logits", logits)
        probs = F.softmax(logits.float(), dim=-1).to(v.dtype)
        return (probs @ v).transpose(1, 2).reshape(b, s, h)

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x + self.o(self._attn(self.ln1(x)))
        x = x + self.ff(self.ln2(x))
        return CHECKER("layer_out", x)
