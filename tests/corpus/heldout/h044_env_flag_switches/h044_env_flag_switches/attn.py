import torch
from torch import nn

from . import envs


class SoftcapAttention(nn.Module):
    """Gemma-2 style attention with tanh soft-capping of the scores."""

    def __init__(self, d: int = 8, heads: int = 2) -> None:
        super().__init__()
        self.heads, self.hd = heads, d // heads
        self.qkv = nn.Linear(d, 3 * d, bias=False)
        self.o = nn.Linear(d, d, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, s, d = x.shape
        q, k, v = self.qkv(x).view(b, s, 3, self.heads, self.hd).permute(2, 0, 3, 1, 4)
        scores = q @ k.transpose(-1, -2) / self.hd ** 0.5
        cap = envs.logit_soft_cap()
        if cap > 0:
            scores = torch.tanh(scores / cap) * cap
        if envs.use_fp32_softmax():
            probs = scores.float().softmax(-1).to(x.dtype)
        else:
            probs = scores.softmax(-1)
        return self.o((probs @ v).transpose(1, 2).reshape(b, s, d))


attn = SoftcapAttention()
attn_compiled = torch.compile(attn, fullgraph=True)
