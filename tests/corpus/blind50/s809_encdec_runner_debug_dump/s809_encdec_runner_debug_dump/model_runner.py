from typing import Dict

import torch
import torch.nn.functional as F
from torch import nn

from . import envs
from .config import EngineConfig
from .debug_utils import dump_cross_kv_stats


class TinyWhisperDecoder(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.embed = nn.Embedding(cfg.vocab_size, cfg.d_model)
        self.q_proj = nn.ModuleList(nn.Linear(cfg.d_model, cfg.d_model) for _ in range(cfg.num_decoder_layers))
        self.kv_proj = nn.ModuleList(nn.Linear(cfg.d_model, 2 * cfg.d_model) for _ in range(cfg.num_decoder_layers))
        self.lm_head = nn.Linear(cfg.d_model, cfg.vocab_size, bias=False)


class EncoderDecoderModelRunner:
    def __init__(self, config: EngineConfig):
        self.config = config
        self.model = TinyWhisperDecoder(config.model).eval()
        self.cross_kv: Dict[int, torch.Tensor] = {}
        self.cached_encoder_len = -1
        self.step = 0

    def _cross_kv_for_layer(self, layer_idx: int, encoder_out: torch.Tensor) -> torch.Tensor:
        cache_cfg = self.config.encoder_cache
        if cache_cfg.reuse_cross_kv and layer_idx in self.cross_kv \
                and self.cached_encoder_len == encoder_out.shape[1]:
            return self.cross_kv[layer_idx]
        kv = self.model.kv_proj[layer_idx](encoder_out)
        self.cross_kv[layer_idx] = kv
        return kv

    def forward_decode(self, input_ids: torch.Tensor, encoder_out: torch.Tensor) -> torch.Tensor:
        max_len = min(self.config.encoder_cache.max_encoder_len, envs.CORPUS_S809_MAX_ENCODER_LEN)
        encoder_out = encoder_out[:, :max_len]
        hidden = self.model.embed(input_ids)
        for i, q_proj in enumerate(self.model.q_proj):
            k, v = self._cross_kv_for_layer(i, encoder_out).chunk(2, dim=-1)
            hidden = hidden + F.scaled_dot_product_attention(q_proj(hidden), k, v)
        self.cached_encoder_len = encoder_out.shape[1]
        if self.config.encoder_cache.debug_cross_kv or envs.CORPUS_S809_DUMP_CROSS_KV:
            dump_cross_kv_stats(self.step, self.cross_kv)
        self.step += 1
        return self.model.lm_head(hidden[:, -1])


runner = EncoderDecoderModelRunner(EngineConfig())
forward_decode = torch.compile(runner.forward_decode, fullgraph=True)
