import torch
import torch.nn as nn

from .policy import ExitPolicyConfig, build_policy


class DecoderLayer(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.norm = nn.RMSNorm(hidden)
        self.mlp = nn.Sequential(nn.Linear(hidden, 2 * hidden), nn.SiLU(), nn.Linear(2 * hidden, hidden))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.mlp(self.norm(x))


class EarlyExitRunner(nn.Module):
    def __init__(self, hidden: int = 16, vocab: int = 32, num_layers: int = 4):
        super().__init__()
        self.layers = nn.ModuleList(DecoderLayer(hidden) for _ in range(num_layers))
        self.final_norm = nn.RMSNorm(hidden)
        self.lm_head = nn.Linear(hidden, vocab, bias=False)
        self.policy = build_policy(ExitPolicyConfig(threshold=0.4, min_layers=2))

    def logits(self, h: torch.Tensor) -> torch.Tensor:
        return self.lm_head(self.final_norm(h))

    def forward_decode(self, hidden: torch.Tensor) -> torch.Tensor:
        for i, layer in enumerate(self.layers):
            hidden = layer(hidden)
            out = self.logits(hidden)
            if self.policy.should_exit(i, out):
                return out
        return self.logits(hidden)


runner = EarlyExitRunner().eval()
decode_step = torch.compile(runner.forward_decode, fullgraph=True)
