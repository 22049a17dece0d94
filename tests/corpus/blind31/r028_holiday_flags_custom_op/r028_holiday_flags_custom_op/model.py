import torch
from torch import nn

from .ops import holiday_flags


class CovariateEmbedding(nn.Module):
    def __init__(self, d_in: int, d_model: int):
        super().__init__()
        self.values = nn.Linear(d_in, d_model)
        self.flags = nn.Linear(2, d_model, bias=False)

    def forward(self, x: torch.Tensor, day_index: torch.Tensor) -> torch.Tensor:
        return self.values(x) + self.flags(holiday_flags(day_index))


class DemandModel(nn.Module):
    def __init__(self, d_in: int = 5, d_model: int = 16, horizon: int = 7):
        super().__init__()
        self.embed = CovariateEmbedding(d_in, d_model)
        self.mixer = nn.Conv1d(d_model, d_model, kernel_size=3, padding=1)
        self.head = nn.Linear(d_model, horizon)

    def forward(self, x: torch.Tensor, day_index: torch.Tensor) -> torch.Tensor:
        h = self.embed(x, day_index).transpose(1, 2)
        h = torch.relu(self.mixer(h)).transpose(1, 2)
        return self.head(h[:, -1])


compiled_model = torch.compile(DemandModel(), fullgraph=True)
