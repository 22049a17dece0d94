import math
import os
import time

import numpy as np
import torch
from torch import nn

from .debug_config import ATTN_DEBUG


def get_alibi_slopes(total_num_heads: int) -> torch.Tensor:
    closest_power_of_2 = 2 ** math.floor(math.log2(total_num_heads))
    base = torch.tensor(2 ** (-(2 ** -(math.log2(closest_power_of_2) - 3))), dtype=torch.float32)
    powers = torch.arange(1, 1 + closest_power_of_2, dtype=torch.int32)
    slopes = torch.pow(base, powers)
    if closest_power_of_2 != total_num_heads:
        extra_base = torch.tensor(2 ** (-(2 ** -(math.log2(2 * closest_power_of_2) - 3))), dtype=torch.float32)
        num_remaining_heads = min(closest_power_of_2, total_num_heads - closest_power_of_2)
        extra_powers = torch.arange(1, 1 + 2 * num_remaining_heads, 2, dtype=torch.int32)
        slopes = torch.cat([slopes, torch.pow(extra_base, extra_powers)], dim=0)
    return slopes


def _dump_tensor(name: str, t: torch.Tensor) -> None:
    os.makedirs(ATTN_DEBUG.dump_dir, exist_ok=True)
    path = os.path.join(ATTN_DEBUG.dump_dir, f"{name}_{time.time_ns()}.npy")
    np.save(path, t.detach().cpu().numpy())
    print(f"[alibi] dumped {tuple(t.shape)} to {path}")


class AlibiPositionBias(nn.Module):
    def __init__(self, num_heads: int):
        super().__init__()
        self.register_buffer("slopes", get_alibi_slopes(num_heads), persistent=False)

    def forward(self, q_len: int, kv_len: int, device: torch.device) -> torch.Tensor:
        q_pos = torch.arange(kv_len - q_len, kv_len, device=device)[:, None]
        kv_pos = torch.arange(kv_len, device=device)[None, :]
        rel = (kv_pos - q_pos).float()
        bias = self.slopes[:, None, None] * rel[None]
        bias = bias.masked_fill((kv_pos > q_pos)[None], float("-inf"))
        if ATTN_DEBUG.dump_bias:
            _dump_tensor("alibi_bias", bias)
        if ATTN_DEBUG.check_finite and not torch.isfinite(bias.diagonal(dim1=-2, dim2=-1)).all():
            raise FloatingPointError("non-finite ALiBi bias on the diagonal")
        return bias
