from __future__ import annotations

import random

import torch
import torch.nn as nn

from .configuration import EncoderConfig


class EncoderLayer(nn.Module):
    def __init__(self, config: EncoderConfig):
        super().__init__()
        self.attn = nn.MultiheadAttention(config.hidden_size, config.num_heads, batch_first=True)
        self.ln1 = nn.LayerNorm(config.hidden_size)
        self.ffn = nn.Sequential(
            nn.Linear(config.hidden_size, config.ffn_mult * config.hidden_size),
            nn.GELU(),
            nn.Dropout(config.hidden_dropout),
            nn.Linear(config.ffn_mult * config.hidden_size, config.hidden_size),
        )
        self.ln2 = nn.LayerNorm(config.hidden_size)

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        attn_out, _ = self.attn(hidden, hidden, hidden, need_weights=False)
        hidden = self.ln1(hidden + attn_out)
        return self.ln2(hidden + self.ffn(hidden))


class AudioEncoder(nn.Module):
    def __init__(self, config: EncoderConfig):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList(EncoderLayer(config) for _ in range(config.num_layers))

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            # LayerDrop (https://arxiv.org/abs/1909.11556)
            dropout_probability = random.uniform(0, 1)
            skip_the_layer = self.training and dropout_probability < self.config.layerdrop
            if not skip_the_layer:
                hidden = layer(hidden)
        return hidden


class AudioClassifier(nn.Module):
    def __init__(self, config: EncoderConfig):
        super().__init__()
        self.encoder = AudioEncoder(config)
        self.proj = nn.Linear(config.hidden_size, config.hidden_size)
        self.head = nn.Linear(config.hidden_size, config.num_labels)

    def forward(self, feats: torch.Tensor) -> torch.Tensor:
        hidden = self.encoder(self.proj(feats))
        return self.head(hidden.mean(dim=1))
