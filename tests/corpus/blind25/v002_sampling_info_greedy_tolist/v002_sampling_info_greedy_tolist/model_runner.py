import torch
from torch import nn

from .sampler import Sampler
from .sampling_info import SamplingBatchInfo


class LogitsHead(nn.Module):
    def __init__(self, hidden_size: int, vocab_size: int):
        super().__init__()
        self.norm = nn.RMSNorm(hidden_size)
        self.proj = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        return self.proj(self.norm(hidden)).float()


class DecodeModelRunner(nn.Module):
    def __init__(self, hidden_size: int = 16, vocab_size: int = 32):
        super().__init__()
        self.head = LogitsHead(hidden_size, vocab_size)
        self.sampler = Sampler()

    def forward(self, hidden: torch.Tensor, temperatures: torch.Tensor, top_ps: torch.Tensor):
        info = SamplingBatchInfo.from_tensors(temperatures, top_ps)
        logits = self.head(hidden)
        next_tokens = self.sampler(logits, info)
        return next_tokens, logits


compiled_runner = torch.compile(DecodeModelRunner(), fullgraph=True)
