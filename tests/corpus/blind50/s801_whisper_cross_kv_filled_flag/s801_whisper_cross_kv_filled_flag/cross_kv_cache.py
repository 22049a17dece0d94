from typing import Tuple

import torch

from .config import WhisperDecoderConfig


class CrossKVCache:
    """Per-layer key/value cache for encoder (cross) attention.

    The encoder output is fixed for a request, so the projected cross-attention
    keys and values are computed on the first decode step and reused afterwards.
    """

    def __init__(self, config: WhisperDecoderConfig, dtype: torch.dtype = torch.float32):
        shape = (
            config.decoder_layers,
            config.max_batch_size,
            config.decoder_attention_heads,
            config.max_source_positions,
            config.head_dim,
        )
        self.key_cache = torch.zeros(shape, dtype=dtype)
        self.value_cache = torch.zeros(shape, dtype=dtype)
        self.filled = torch.zeros(config.decoder_layers, dtype=torch.bool)
        self.num_heads = config.decoder_attention_heads
        self.head_dim = config.head_dim

    def reset(self) -> None:
        self.filled.zero_()

    def is_filled(self, layer_idx: int) -> bool:
        return bool(self.filled[layer_idx])

    def _split_heads(self, x: torch.Tensor) -> torch.Tensor:
        bsz, seq_len, _ = x.shape
        return x.view(bsz, seq_len, self.num_heads, self.head_dim).transpose(1, 2)

    def store(self, layer_idx: int, key: torch.Tensor, value: torch.Tensor) -> None:
        bsz, _, src_len, _ = key.shape
        self.key_cache[layer_idx, :bsz, :, :src_len].copy_(key)
        self.value_cache[layer_idx, :bsz, :, :src_len].copy_(value)
        self.filled[layer_idx] = True

    def get_or_project(
        self,
        layer_idx: int,
        encoder_hidden_states: torch.Tensor,
        k_proj: torch.nn.Module,
        v_proj: torch.nn.Module,
    ) -> Tuple[torch.Tensor, torch.Tensor]:
        bsz, src_len, _ = encoder_hidden_states.shape
        if self.is_filled(layer_idx):
            key = self.key_cache[layer_idx, :bsz, :, :src_len]
            value = self.value_cache[layer_idx, :bsz, :, :src_len]
            return key, value
        key = self._split_heads(k_proj(encoder_hidden_states))
        value = self._split_heads(v_proj(encoder_hidden_states))
        self.store(layer_idx, key, value)
        return key, value
