import torch
from torch import nn

from .logits import LogitsProcessor


class GreedyHead(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 16, soft_cap: float = 30.0) -> None:
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)
        self.logits_processor = LogitsProcessor(vocab_size, soft_cap=soft_cap)

    @torch.compile(fullgraph=True)
    def compute_logits(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = self.norm(hidden_states)
        logits = self.logits_processor(hidden_states, self.lm_head.weight)
        return torch.log_softmax(logits, dim=-1)

    def sample(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.compute_logits(hidden_states).argmax(dim=-1)
