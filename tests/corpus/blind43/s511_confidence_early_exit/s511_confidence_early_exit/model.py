import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import EarlyExitConfig
from .exits import ConfidenceExitHead, RMSNorm


class GatedMLPLayer(nn.Module):
    def __init__(self, cfg: EarlyExitConfig):
        super().__init__()
        self.norm = RMSNorm(cfg.hidden_size, cfg.rms_norm_eps)
        self.gate_up = nn.Linear(cfg.hidden_size, 2 * cfg.intermediate_size, bias=False)
        self.down = nn.Linear(cfg.intermediate_size, cfg.hidden_size, bias=False)

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up(self.norm(hidden)).chunk(2, dim=-1)
        return hidden + self.down(F.silu(gate) * up)


class EarlyExitDecoder(nn.Module):
    def __init__(self, cfg: EarlyExitConfig):
        super().__init__()
        self.cfg = cfg
        self.layers = nn.ModuleList(GatedMLPLayer(cfg) for _ in range(cfg.num_layers))
        self.final_norm = RMSNorm(cfg.hidden_size, cfg.rms_norm_eps)
        self.lm_head = nn.Linear(cfg.hidden_size, cfg.vocab_size, bias=False)
        self.exit_heads = nn.ModuleDict(
            {str(i): ConfidenceExitHead(cfg, self.lm_head) for i in cfg.exit_layers}
        )

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        for idx, layer in enumerate(self.layers):
            hidden = layer(hidden)
            key = str(idx)
            if key in self.exit_heads:
                head = self.exit_heads[key]
                if head.should_exit(hidden):
                    return head.logits(hidden)
        return self.lm_head(self.final_norm(hidden))


compiled_model = torch.compile(EarlyExitDecoder(EarlyExitConfig()), fullgraph=True)
