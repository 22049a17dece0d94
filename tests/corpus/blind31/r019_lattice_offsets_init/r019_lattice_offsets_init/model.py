import math

import torch
from torch import nn

from . import config
from .lattice import get_cutoff, stencil


class LatticeMessagePassing(nn.Module):
    def __init__(self, dim: int, cfg: config.LatticeConfig):
        super().__init__()
        offs = stencil(cfg.radius, cfg.metric)
        self.register_buffer("offsets", torch.from_numpy(offs), persistent=False)
        self.shifts = [tuple(int(v) for v in row) for row in offs.tolist()]
        dist = torch.from_numpy(offs).float().norm(dim=1)
        rc = math.sqrt(3) * cfg.radius + 1e-3
        self.register_buffer("edge_weight", get_cutoff(cfg.cutoff_fn)(dist, rc), persistent=False)
        self.msg = nn.Linear(dim, dim)
        self.upd = nn.Linear(2 * dim, dim)

    def forward(self, h: torch.Tensor) -> torch.Tensor:
        # h: [B, X, Y, Z, C]; periodic shifts along the three spatial axes
        agg = torch.zeros_like(h)
        m = self.msg(h)
        for k, shift in enumerate(self.shifts):
            agg = agg + self.edge_weight[k] * torch.roll(m, shifts=shift, dims=(1, 2, 3))
        if config.DEBUG_GRAPH:
            print("lattice agg norm", agg.norm().item())
        return h + self.upd(torch.cat([h, agg], dim=-1))


class VoxelGraphNet(nn.Module):
    def __init__(self, in_dim: int = 8, cfg: config.LatticeConfig | None = None):
        super().__init__()
        cfg = cfg or config.LatticeConfig()
        self.embed = nn.Linear(in_dim, cfg.hidden)
        self.layers = nn.ModuleList(LatticeMessagePassing(cfg.hidden, cfg) for _ in range(2))
        self.head = nn.Linear(cfg.hidden, 1)

    def forward(self, vox: torch.Tensor) -> torch.Tensor:
        h = self.embed(vox)
        for layer in self.layers:
            h = layer(h)
        return self.head(h.mean(dim=(1, 2, 3)))


compiled_voxel_net = torch.compile(VoxelGraphNet(), fullgraph=True)
