import threading

import torch
from torch import nn

_WORKSPACES = {}


def get_workspace(numel: int, dtype: torch.dtype) -> torch.Tensor:
    lock = threading.Lock()
    with lock:
        key = (numel, dtype)
        if key not in _WORKSPACES:
            _WORKSPACES[key] = torch.empty(numel, dtype=dtype)
        return _WORKSPACES[key]


class GemmWithWorkspace(nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(8, 8))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        ws = get_workspace(64, x.dtype)
        return x @ self.weight.t() + ws[:1].zero_()


compiled = torch.compile(GemmWithWorkspace(), fullgraph=True)
