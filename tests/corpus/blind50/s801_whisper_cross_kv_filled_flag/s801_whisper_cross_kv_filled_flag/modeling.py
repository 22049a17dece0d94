import math
from typing import Optional

import torch
import torch.nn.functional as F
from torch import nn

from .config import WhisperDecoderConfig
from .cross_kv_cache import CrossKVCache


class WhisperAttention(nn.Module):
    def __init__(self, config: WhisperDecoderConfig, layer_idx: int, is_cross: bool):
        super().__init__()
        self.layer_idx = layer_idx
        self.is_cross = is_cross
        self.num_heads = config.decoder_attention_heads
        self.head_dim = config.head_dim
        self.scaling = 1.0 / math.sqrt(self.head_dim)
        self.q_proj = nn.Linear(config.d_model, config.d_model)
        self.k_proj = nn.Linear(config.d_model, config.d_model, bias=False)
        self.v_proj = nn.Linear(config.d_model, config.d_model)
        self.out_proj = nn.Linear(config.d_model, config.d_model)

    def _shape(self, x: torch.Tensor) -> torch.Tensor:
        bsz, seq_len, _ = x.shape
        return x.view(bsz, seq_len, self.num_heads, self.head_dim).transpose(1, 2)

    def forward(
        self,
        hidden_states: torch.Tensor,
        encoder_hidden_states: Optional[torch.Tensor] = None,
        cross_kv_cache: Optional[CrossKVCache] = None,
    ) -> torch.Tensor:
        bsz, tgt_len, _ = hidden_states.shape
        query = self._shape(self.q_proj(hidden_states))
        if self.is_cross:
            key, value = cross_kv_cache.get_or_project(
                self.layer_idx, encoder_hidden_states, self.k_proj, self.v_proj
            )
            causal = False
        else:
            key = self._shape(self.k_proj(hidden_states))
            value = self._shape(self.v_proj(hidden_states))
            causal = True
        attn = F.scaled_dot_product_attention(
            query, key, value, is_causal=causal, scale=self.scaling
        )
        attn = attn.transpose(1, 2).reshape(bsz, tgt_len, -1)
        return self.out_proj(attn)


class WhisperDecoderLayer(nn.Module):
    def __init__(self, config: WhisperDecoderConfig, layer_idx: int):
        super().__init__()
        self.self_attn = WhisperAttention(config, layer_idx, is_cross=False)
        self.self_attn_layer_norm = nn.LayerNorm(config.d_model, eps=config.layer_norm_eps)
        self.encoder_attn = WhisperAttention(config, layer_idx, is_cross=True)
        self.encoder_attn_layer_norm = nn.LayerNorm(config.d_model, eps=config.layer_norm_eps)
        self.fc1 = nn.Linear(config.d_model, config.decoder_ffn_dim)
        self.fc2 = nn.Linear(config.decoder_ffn_dim, config.d_model)
        self.final_layer_norm = nn.LayerNorm(config.d_model, eps=config.layer_norm_eps)

    def forward(self, hidden_states, encoder_hidden_states, cross_kv_cache):
        residual = hidden_states
        hidden_states = self.self_attn(self.self_attn_layer_norm(hidden_states))
        hidden_states = residual + hidden_states

        residual = hidden_states
        hidden_states = self.encoder_attn(
            self.encoder_attn_layer_norm(hidden_states),
            encoder_hidden_states=encoder_hidden_states,
            cross_kv_cache=cross_kv_cache,
        )
        hidden_states = residual + hidden_states

        residual = hidden_states
        hidden_states = self.fc2(F.gelu(self.fc1(self.final_layer_norm(hidden_states))))
        return residual + hidden_states


class WhisperDecoder(nn.Module):
    def __init__(self, config: WhisperDecoderConfig):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList(
            [WhisperDecoderLayer(config, i) for i in range(config.decoder_layers)]
        )
        self.layer_norm = nn.LayerNorm(config.d_model)
        self.cross_kv_cache = CrossKVCache(config)

    def forward(self, inputs_embeds: torch.Tensor, encoder_hidden_states: torch.Tensor):
        hidden_states = inputs_embeds
        for layer in self.layers:
            hidden_states = layer(hidden_states, encoder_hidden_states, self.cross_kv_cache)
        return self.layer_norm(hidden_states)
