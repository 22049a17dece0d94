import os

import torch
from torch import nn

from . import layout


class RepackedInt4Linear(nn.Module):
    def __init__(self, in_features, out_features, group_size=8, seed=0):
        super().__init__()
        g = torch.Generator().manual_seed(seed)
        q = torch.randint(0, 16, (out_features, in_features), generator=g)
        self.register_buffer("packed", torch.from_numpy(layout.repack_int4(q, group_size)))
        self.register_buffer("scales", torch.rand(out_features, in_features // group_size, generator=g) * 0.05)
        self.in_features = in_features
        self.out_features = out_features
        self.group_size = group_size

    def _unpack(self):
        low = self.packed & 0xF
        high = self.packed >> 4
        return torch.stack([low, high], dim=-1).view(self.out_features, self.in_features).float() - 8.0

    def forward(self, x):
        tile_n, n_groups, gs = layout.tile_shape(self.out_features, self.in_features, self.group_size)
        w = self._unpack().view(self.out_features, n_groups, gs) * self.scales.unsqueeze(-1)
        w = w.view(self.out_features, self.in_features)
        if os.environ.get("Q039_TILED_GEMM", "1") == "1" and layout.INTERLEAVE > 1:
            outs = [x @ w[i : i + tile_n].t() for i in range(0, self.out_features, tile_n)]
            return torch.cat(outs, dim=-1)
        return x @ w.t()


class TinyDecoder(nn.Module):
    def __init__(self, hidden=16):
        super().__init__()
        self.q_proj = RepackedInt4Linear(hidden, hidden, seed=1)
        self.o_proj = RepackedInt4Linear(hidden, hidden, seed=2)

    def forward(self, h):
        return h + self.o_proj(torch.relu(self.q_proj(h)))


_model = TinyDecoder()


@torch.compile(fullgraph=True)
def forward_hidden(h):
    return _model(h)
