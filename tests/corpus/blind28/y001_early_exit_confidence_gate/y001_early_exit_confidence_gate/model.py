import torch
import torch.nn as nn

from .heads import ExitHead
from .policy import ConfidenceExitPolicy, ExitPolicyConfig


class Block(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.ln = nn.LayerNorm(hidden)
        self.ff = nn.Sequential(nn.Linear(hidden, 2 * hidden), nn.GELU(), nn.Linear(2 * hidden, hidden))

    def forward(self, x):
        return x + self.ff(self.ln(x))


class EarlyExitEncoder(nn.Module):
    def __init__(self, hidden=8, num_layers=4, num_classes=3, policy_cfg=None):
        super().__init__()
        self.blocks = nn.ModuleList([Block(hidden) for _ in range(num_layers)])
        self.heads = nn.ModuleList([ExitHead(hidden, num_classes) for _ in range(num_layers)])
        self.policy = ConfidenceExitPolicy(policy_cfg or ExitPolicyConfig())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        logits = None
        for i, (block, head) in enumerate(zip(self.blocks, self.heads)):
            x = block(x)
            logits, conf = head(x)
            if self.policy.should_exit(i, conf):
                break
        return logits


def build_encoder(**kw) -> EarlyExitEncoder:
    return EarlyExitEncoder(**kw).eval()


compiled_encoder = torch.compile(build_encoder(), fullgraph=True)
