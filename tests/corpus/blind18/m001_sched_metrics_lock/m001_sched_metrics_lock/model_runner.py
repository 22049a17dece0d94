import torch
from torch import nn

from .instrument import count_decode_tokens


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x):
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + self.eps) * self.weight


class DecodeHead(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 16):
        super().__init__()
        self.norm = RMSNorm(hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    @count_decode_tokens
    def forward(self, hidden_states):
        return self.lm_head(self.norm(hidden_states))


decode_step = torch.compile(DecodeHead(), fullgraph=True)
