import torch
import torch.nn as nn
import torch.nn.functional as F

from .telemetry import TELEMETRY


class SwiGLU(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.gate = nn.Linear(hidden, 2 * hidden, bias=False)
        self.up = nn.Linear(hidden, 2 * hidden, bias=False)
        self.down = nn.Linear(2 * hidden, hidden, bias=False)

    def forward(self, x):
        return self.down(F.silu(self.gate(x)) * self.up(x))


class ShallowDeepLM(nn.Module):
    def __init__(self, hidden: int = 16, num_layers: int = 4, vocab: int = 24, threshold: float = 0.7):
        super().__init__()
        self.norms = nn.ModuleList(nn.RMSNorm(hidden) for _ in range(num_layers))
        self.ffns = nn.ModuleList(SwiGLU(hidden) for _ in range(num_layers))
        self.head = nn.Linear(hidden, vocab, bias=False)
        self.threshold = threshold

    def confident(self, h: torch.Tensor) -> torch.Tensor:
        return self.head(h).softmax(-1).amax(-1) >= self.threshold

    @torch.compile(fullgraph=True)
    def forward(self, h: torch.Tensor) -> torch.Tensor:
        alive = torch.ones(h.shape[:-1], dtype=torch.bool, device=h.device)
        for i, (norm, ffn) in enumerate(zip(self.norms, self.ffns)):
            out = h + ffn(norm(h))
            h = torch.where(alive.unsqueeze(-1), out, h)
            exited = alive & self.confident(h)
            TELEMETRY.record(i, exited)
            alive = alive & ~exited
        return self.head(h)


lm = ShallowDeepLM().eval()
