import torch
import torch.nn as nn

from . import envs
from .schedule import build_thresholds


class Layer(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.ln = nn.LayerNorm(hidden)
        self.fc = nn.Linear(hidden, hidden)
        self.exit_head = nn.Linear(hidden, 1)

    def forward(self, x):
        y = x + torch.relu(self.fc(self.ln(x)))
        return y, torch.sigmoid(self.exit_head(y)).squeeze(-1)


class DepthAdaptiveRunner(nn.Module):
    def __init__(self, hidden: int = 16, num_layers: int = 5):
        super().__init__()
        self.layers = nn.ModuleList(Layer(hidden) for _ in range(num_layers))
        self.thresholds = build_thresholds(num_layers)

    def _debug_dump(self, i: int, conf: torch.Tensor, alive: torch.Tensor) -> None:
        print(f"[exit-debug] layer={i} thr={self.thresholds[i]:.3f} "
              f"conf={conf.tolist()} alive={alive.tolist()}")

    @torch.compile(fullgraph=True)
    def step(self, x: torch.Tensor) -> torch.Tensor:
        alive = torch.ones(x.shape[0], dtype=torch.bool, device=x.device)
        for i, layer in enumerate(self.layers):
            y, conf = layer(x)
            x = torch.where(alive.unsqueeze(-1), y, x)
            if envs.DEBUG_EXITS:
                self._debug_dump(i, conf, alive)
            alive = alive & (conf < self.thresholds[i])
        return x


runner = DepthAdaptiveRunner().eval()
