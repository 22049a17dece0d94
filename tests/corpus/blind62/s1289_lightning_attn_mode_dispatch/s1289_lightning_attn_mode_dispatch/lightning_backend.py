import enum
import logging
import math
from dataclasses import dataclass, field

import torch

from .envs import envs

logger = logging.getLogger(__name__)


class ForwardMode(enum.IntEnum):
    EXTEND = 1
    DECODE = 2

    def is_decode(self) -> bool:
        return self == ForwardMode.DECODE


@dataclass
class LightningAttnConfig:
    num_heads: int = 2
    head_dim: int = 4
    block_size: int = field(default_factory=envs.SGLANG_LIGHTNING_BLOCK_SIZE.get)
    check_states: bool = field(default_factory=envs.SGLANG_LINEAR_ATTN_CHECK_STATES.get)


def build_slope_tensor(n_heads: int) -> torch.Tensor:
    start = 2 ** (-(2 ** -(math.log2(n_heads) - 3)))
    return torch.tensor([start * start**i for i in range(n_heads)], dtype=torch.float32)


class LightningAttnBackend:
    def __init__(self, config: LightningAttnConfig):
        self.config = config
        self.slope_rate = build_slope_tensor(config.num_heads)

    def _validate_states(self, kv_cache: torch.Tensor) -> None:
        if torch.isnan(kv_cache).any():
            logger.warning("NaN detected in linear attention state cache")
            kv_cache.nan_to_num_(0.0)

    def forward_extend(self, q, k, v, kv_cache, state_indices, query_start_loc):
        outs = []
        bounds = query_start_loc.tolist()
        for i, (start, end) in enumerate(zip(bounds[:-1], bounds[1:])):
            kv = kv_cache[state_indices[i]]
            decay = torch.exp(-self.slope_rate)[:, None, None]
            for t in range(start, end):
                kv = decay * kv + k[t].unsqueeze(-1) * v[t].unsqueeze(-2)
                outs.append(torch.einsum("hk,hkv->hv", q[t], kv))
            kv_cache[state_indices[i]] = kv
        return torch.stack(outs)

    def forward_decode(self, q, k, v, kv_cache, state_indices):
        kv = kv_cache.index_select(0, state_indices)
        decay = torch.exp(-self.slope_rate)[None, :, None, None]
        kv = decay * kv + k.unsqueeze(-1) * v.unsqueeze(-2)
        kv_cache.index_copy_(0, state_indices, kv)
        return torch.einsum("bhk,bhkv->bhv", q, kv)

    def forward(self, q, k, v, kv_cache, state_indices, query_start_loc, forward_mode: ForwardMode):
        if self.config.check_states:
            self._validate_states(kv_cache)
        if forward_mode.is_decode():
            return self.forward_decode(q, k, v, kv_cache, state_indices)
        return self.forward_extend(q, k, v, kv_cache, state_indices, query_start_loc)
