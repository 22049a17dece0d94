import torch
from torch import nn

from .samplers import BonusTokenVerifier


class TargetModel(nn.Module):
    def __init__(self, hidden: int = 8, vocab: int = 16):
        super().__init__()
        self.block = nn.Sequential(nn.Linear(hidden, hidden), nn.GELU(), nn.Linear(hidden, hidden))
        self.norm = nn.RMSNorm(hidden)
        self.lm_head = nn.Linear(hidden, vocab, bias=False)

    def forward(self, hidden):
        return self.lm_head(self.norm(hidden + self.block(hidden)))


_target = TargetModel()
_verifier = BonusTokenVerifier()


@torch.compile(fullgraph=True)
def verify_forward(hidden, draft_ids):
    target_ids = _target(hidden).argmax(-1)
    tokens, bonus = _verifier.finalize(target_ids, draft_ids)
    return torch.cat([tokens, bonus.view(1)])
