import torch
import torch.nn.functional as F
from torch import nn

from .comm_hooks import CollectiveTimeline, register_post_comm_hook
from .tp_comm import get_tp_group


class ParallelLMHead(nn.Module):
    def __init__(self, vocab_size: int, hidden_size: int, pad_to: int = 16):
        super().__init__()
        self.org_vocab_size = vocab_size
        tp = get_tp_group()
        padded = (vocab_size + pad_to - 1) // pad_to * pad_to
        self.weight = nn.Parameter(torch.randn(padded // tp.world_size, hidden_size) * 0.02)
        self.comm_timeline = register_post_comm_hook(CollectiveTimeline())

    @torch.compile(fullgraph=True)
    def compute_logits(self, hidden_states: torch.Tensor, temperature: torch.Tensor) -> torch.Tensor:
        logits = F.linear(hidden_states, self.weight)
        logits = get_tp_group().all_gather(logits, dim=-1)
        logits = logits[..., : self.org_vocab_size]
        return logits / temperature.unsqueeze(-1)
