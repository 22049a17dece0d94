import torch
import torch.nn as nn

from .numerics import NumericsGuardMixin


class LMHead(NumericsGuardMixin, nn.Module):
    def __init__(self, dim=8, vocab=32):
        super().__init__()
        self.norm = nn.RMSNorm(dim)
        self.proj = nn.Linear(dim, vocab, bias=False)

    def forward(self, hidden):
        logits = self.proj(self.norm(hidden))
        return self.guarded("lm_head", logits).float()


compiled_head = torch.compile(LMHead(), fullgraph=True)
