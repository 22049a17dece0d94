import torch
from torch import nn

from .boundary import StageBoundary


class Block(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.ln = nn.LayerNorm(hidden)
        self.fc = nn.Linear(hidden, hidden)

    def forward(self, hidden_states, residual):
        residual = residual + hidden_states
        return self.fc(self.ln(residual)), residual


class TwoStageModel(nn.Module):
    """Both pipeline stages in one module; the boundary records what would cross the wire."""

    def __init__(self, hidden: int = 8, layers_per_stage: int = 2):
        super().__init__()
        self.stage0 = nn.ModuleList(Block(hidden) for _ in range(layers_per_stage))
        self.boundary = StageBoundary(boundary_id=0)
        self.stage1 = nn.ModuleList(Block(hidden) for _ in range(layers_per_stage))

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = torch.zeros_like(hidden_states)
        for blk in self.stage0:
            hidden_states, residual = blk(hidden_states, residual)
        crossed = self.boundary({"hidden_states": hidden_states, "residual": residual})
        hidden_states, residual = crossed["hidden_states"], crossed["residual"]
        for blk in self.stage1:
            hidden_states, residual = blk(hidden_states, residual)
        return hidden_states + residual


compiled = torch.compile(TwoStageModel(), fullgraph=True)
