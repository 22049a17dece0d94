import torch
import torch.nn as nn
import torch.nn.functional as F

from .quant_api import Int8WeightOnlyConfig, quantize_


class FeedForward(nn.Module):
    def __init__(self, dim: int, hidden_dim: int):
        super().__init__()
        self.w1 = nn.Linear(dim, hidden_dim, bias=False)
        self.w3 = nn.Linear(dim, hidden_dim, bias=False)
        self.w2 = nn.Linear(hidden_dim, dim, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.w2(F.silu(self.w1(x)) * self.w3(x))


class TransformerTail(nn.Module):
    def __init__(self, dim: int = 8, hidden_dim: int = 16, vocab_size: int = 32):
        super().__init__()
        self.norm = nn.RMSNorm(dim, eps=1e-5)
        self.feed_forward = FeedForward(dim, hidden_dim)
        self.output_norm = nn.RMSNorm(dim, eps=1e-5)
        self.lm_head = nn.Linear(dim, vocab_size, bias=False)

    def forward(self, h: torch.Tensor) -> torch.Tensor:
        h = h + self.feed_forward(self.norm(h))
        return self.lm_head(self.output_norm(h))


torch.manual_seed(0)
model = TransformerTail().eval()
quantize_(model, Int8WeightOnlyConfig())
compiled_model = torch.compile(model, fullgraph=True)
