import torch
import torch.nn as nn

from .metadata import PrefillMetadata
from .timing import step_timer


class RaggedMeanPooler(nn.Module):
    def __init__(self, hidden: int = 8, normalize: bool = True):
        super().__init__()
        self.proj = nn.Linear(hidden, hidden)
        self.normalize = normalize

    def forward(self, hidden_states: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        meta = PrefillMetadata.build(seq_lens)
        with step_timer("pool"):
            pieces = torch.split(hidden_states, meta.split_sizes(), dim=0)
            pooled = torch.stack([p.mean(dim=0) for p in pieces])
        out = self.proj(pooled)
        if self.normalize:
            out = torch.nn.functional.normalize(out, dim=-1)
        return out


pool = torch.compile(RaggedMeanPooler(), fullgraph=True)
