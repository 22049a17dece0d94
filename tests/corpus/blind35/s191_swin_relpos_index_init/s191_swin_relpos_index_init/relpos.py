import itertools

import numpy as np
import torch
from torch import nn


def build_relative_position_index(window_size):
    """Pairwise relative coordinate index for a (wh, ww) window.

    Computed with numpy once at construction; the result is a plain buffer.
    """
    wh, ww = window_size
    coords = np.stack(np.meshgrid(np.arange(wh), np.arange(ww), indexing="ij"))
    flat = coords.reshape(2, -1)
    rel = flat[:, :, None] - flat[:, None, :]
    rel = rel.transpose(1, 2, 0).copy()
    rel[:, :, 0] += wh - 1
    rel[:, :, 1] += ww - 1
    rel[:, :, 0] *= 2 * ww - 1
    return torch.from_numpy(rel.sum(-1)).long()


class RelativePositionBias(nn.Module):
    def __init__(self, window_size, num_heads):
        super().__init__()
        self.window_size = tuple(window_size)
        self.num_heads = num_heads
        wh, ww = self.window_size
        num_rel = (2 * wh - 1) * (2 * ww - 1)
        self.table = nn.Parameter(torch.zeros(num_rel, num_heads))
        nn.init.trunc_normal_(self.table, std=0.02)
        self.register_buffer(
            "index", build_relative_position_index(self.window_size), persistent=False
        )
        # sanity check of the table layout, done eagerly once
        for i, j in itertools.product(range(wh * ww), repeat=2):
            if i == j:
                assert int(self.index[i, j]) == (wh - 1) * (2 * ww - 1) + (ww - 1)

    def forward(self):
        n = self.window_size[0] * self.window_size[1]
        bias = self.table[self.index.view(-1)].view(n, n, -1)
        return bias.permute(2, 0, 1).contiguous()
