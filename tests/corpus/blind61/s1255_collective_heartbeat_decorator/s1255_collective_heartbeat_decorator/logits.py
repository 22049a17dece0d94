import torch
import torch.nn as nn
import torch.nn.functional as F

from .parallel_state import get_tp_group, init_tp_group


class ColumnParallelLMHead(nn.Module):
    def __init__(self, vocab_size: int, hidden_size: int, gather_output: bool = True):
        super().__init__()
        tp_size = get_tp_group().world_size
        self.vocab_size = vocab_size
        self.gather_output = gather_output
        self.weight = nn.Parameter(torch.randn(vocab_size // tp_size, hidden_size) * 0.02)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = F.linear(hidden_states, self.weight)
        if self.gather_output:
            logits = get_tp_group().all_gather(logits, dim=-1)
        return logits


init_tp_group(tp_size=2, rank=0)
_lm_head = ColumnParallelLMHead(vocab_size=32, hidden_size=8)


def _compute_next_token_logits(hidden_states: torch.Tensor, temperature: float = 1.0):
    last_hidden = hidden_states[-1:]
    logits = _lm_head(last_hidden) / temperature
    return torch.log_softmax(logits.float(), dim=-1)


compute_next_token_logits = torch.compile(_compute_next_token_logits, fullgraph=True)
