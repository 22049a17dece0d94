import torch
from torch import nn

from .ops import apply_penalties


class PenalizedLMHead(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 16):
        super().__init__()
        self.proj = nn.Linear(hidden_size, vocab_size, bias=False)
        self.soft_cap = 30.0

    def _cap(self, logits: torch.Tensor) -> torch.Tensor:
        return self.soft_cap * torch.tanh(logits / self.soft_cap)

    @torch.compile(fullgraph=True)
    def forward(
        self,
        hidden: torch.Tensor,
        output_ids: torch.Tensor,
        frequency: torch.Tensor,
        presence: torch.Tensor,
    ) -> torch.Tensor:
        logits = self._cap(self.proj(hidden).float())
        logits = apply_penalties(logits, output_ids, frequency, presence)
        return torch.log_softmax(logits, dim=-1)


head = PenalizedLMHead()
