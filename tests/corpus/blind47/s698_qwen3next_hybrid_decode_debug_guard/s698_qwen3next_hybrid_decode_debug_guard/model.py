import logging
import time
from dataclasses import dataclass, field

import torch
import torch.nn as nn

from .cache import HybridDynamicCache
from .layers import FullAttentionLayer, GatedDeltaNetLayer

logger = logging.getLogger(__name__)

LAYER_CLASSES = {"linear_attention": GatedDeltaNetLayer, "full_attention": FullAttentionLayer}


@dataclass
class HybridConfig:
    hidden_size: int = 16
    num_attention_heads: int = 2
    num_v_heads: int = 2
    head_k_dim: int = 4
    head_v_dim: int = 4
    conv_width: int = 4
    log_step_timing: bool = True
    layer_types: list = field(
        default_factory=lambda: ["linear_attention", "linear_attention", "full_attention"]
    )


class HybridDecoder(nn.Module):
    def __init__(self, cfg: HybridConfig):
        super().__init__()
        self.config = cfg
        self.layers = nn.ModuleList(LAYER_CLASSES[t](cfg, i) for i, t in enumerate(cfg.layer_types))
        self.input_norms = nn.ModuleList(nn.RMSNorm(cfg.hidden_size) for _ in cfg.layer_types)

    def new_cache(self, batch: int) -> HybridDynamicCache:
        cfg = self.config
        conv_dim = cfg.num_v_heads * (2 * cfg.head_k_dim + cfg.head_v_dim)
        return HybridDynamicCache(cfg.layer_types, batch, conv_dim, cfg.conv_width,
                                  cfg.num_v_heads, cfg.head_k_dim, cfg.head_v_dim)

    def forward(self, hidden_states: torch.Tensor, cache: HybridDynamicCache) -> torch.Tensor:
        timing = self.config.log_step_timing and not torch.compiler.is_compiling()
        if timing:
            t0 = time.perf_counter()
        for norm, layer in zip(self.input_norms, self.layers):
            hidden_states = hidden_states + layer(norm(hidden_states), cache)
        if timing:
            logger.debug("decode step %.3f ms", 1e3 * (time.perf_counter() - t0))
        return hidden_states


model = HybridDecoder(HybridConfig())
decode_fn = torch.compile(model.forward, fullgraph=True)
