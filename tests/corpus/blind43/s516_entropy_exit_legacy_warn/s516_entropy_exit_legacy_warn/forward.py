import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import ExitPolicyConfig
from .policies import build_exit_policy

HIDDEN, INTER, VOCAB, NUM_LAYERS = 8, 16, 16, 4

# engine config as parsed from an older deployment file
EXIT_CFG = ExitPolicyConfig(policy="entropy", exit_layer=2, legacy_entropy_threshold_bits=2.0)
EXIT_POLICY = build_exit_policy(EXIT_CFG)

LAYERS = nn.ModuleList(
    nn.Sequential(nn.LayerNorm(HIDDEN), nn.Linear(HIDDEN, INTER), nn.GELU(), nn.Linear(INTER, HIDDEN))
    for _ in range(NUM_LAYERS)
)
LM_HEAD = nn.Linear(HIDDEN, VOCAB, bias=False)
FINAL_NORM = nn.LayerNorm(HIDDEN)


@torch.compile(fullgraph=True)
def exit_aware_logits(hidden: torch.Tensor) -> torch.Tensor:
    early_logits = None
    for i, layer in enumerate(LAYERS):
        hidden = hidden + layer(hidden)
        if i + 1 == EXIT_CFG.exit_layer:
            early_logits = LM_HEAD(F.layer_norm(hidden, (HIDDEN,)))
    final_logits = LM_HEAD(FINAL_NORM(hidden))
    exited = EXIT_POLICY.exit_mask(early_logits)
    return torch.where(exited.unsqueeze(-1), early_logits, final_logits)
