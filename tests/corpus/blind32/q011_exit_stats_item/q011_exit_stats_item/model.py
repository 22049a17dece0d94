import torch
import torch.nn as nn
import torch.nn.functional as F

from .stats import ExitStatistics


class ExitHead(nn.Module):
    """Small classifier that estimates whether the hidden state is 'done'."""

    def __init__(self, hidden: int):
        super().__init__()
        self.proj = nn.Linear(hidden, 1)

    def forward(self, h: torch.Tensor) -> torch.Tensor:
        return torch.sigmoid(self.proj(h)).squeeze(-1)


class Block(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.fc1 = nn.Linear(hidden, 4 * hidden)
        self.fc2 = nn.Linear(4 * hidden, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.fc2(F.gelu(self.fc1(self.norm(x))))


class EarlyExitDecoder(nn.Module):
    def __init__(self, hidden: int = 16, num_layers: int = 3, threshold: float = 0.9):
        super().__init__()
        self.layers = nn.ModuleList(Block(hidden) for _ in range(num_layers))
        self.exit_heads = nn.ModuleList(ExitHead(hidden) for _ in range(num_layers))
        self.threshold = threshold
        self.stats = ExitStatistics(num_layers)

    def _step(self, idx: int, x: torch.Tensor, active: torch.Tensor):
        y = self.layers[idx](x)
        conf = self.exit_heads[idx](y)
        exiting = (conf > self.threshold) & active
        self.stats.record(idx, exiting)
        # frozen tokens keep their previous hidden state
        x = torch.where(active.unsqueeze(-1), y, x)
        return x, active & ~exiting

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        active = torch.ones(x.shape[:2], dtype=torch.bool, device=x.device)
        for idx in range(len(self.layers)):
            x, active = self._step(idx, x, active)
        return x


compiled_model = torch.compile(EarlyExitDecoder(), fullgraph=True)
