import json
import logging
import os

import torch
from torch import nn

from .platform_probe import FP8_KV_NATIVE

logger = logging.getLogger(__name__)

_SCALES_FILE = os.path.join(os.path.dirname(__file__), "kv_cache_scales.json")


def read_kv_scales(path: str, layer_idx: int) -> tuple[float, float]:
    with open(path) as fh:
        cfg = json.load(fh)
    entry = cfg["scaling_factor"][str(layer_idx)]
    return float(entry["k_scale"]), float(entry["v_scale"])


class Fp8PagedAttention(nn.Module):
    def __init__(self, layer_idx: int, num_heads: int = 2, head_dim: int = 4, scales_path: str = _SCALES_FILE):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = head_dim
        k_scale, v_scale = read_kv_scales(scales_path, layer_idx)
        logger.info("layer %d: loaded k_scale=%g v_scale=%g (native fp8: %s)", layer_idx, k_scale, v_scale,
                    FP8_KV_NATIVE)
        self.register_buffer("k_scale", torch.tensor(k_scale))
        self.register_buffer("v_scale", torch.tensor(v_scale))

    def _dequant(self, cache_bits: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
        return cache_bits.view(torch.float8_e4m3fn).to(torch.float32) * scale

    def forward(self, q: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor, block_table: torch.Tensor):
        # q: [B, H, D]; caches: [num_blocks, block_size, H, D] as uint8 fp8 bits
        k = self._dequant(k_cache[block_table].flatten(1, 2), self.k_scale)
        v = self._dequant(v_cache[block_table].flatten(1, 2), self.v_scale)
        scores = torch.einsum("bhd,bthd->bht", q, k) * self.head_dim ** -0.5
        return torch.einsum("bht,bthd->bhd", scores.softmax(-1), v)


compiled = torch.compile(Fp8PagedAttention(layer_idx=1), fullgraph=True)
