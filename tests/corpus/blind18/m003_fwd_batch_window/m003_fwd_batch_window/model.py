from dataclasses import dataclass

import torch
from torch import nn

from .attention_backend import create_attn_backend
from .forward_batch_info import ForwardBatch, ForwardMode


@dataclass
class ModelConfig:
    hidden_size: int = 8
    attention_backend: str = "triton"
    sliding_window: int = 4


class SelfAttention(nn.Module):
    def __init__(self, config: ModelConfig):
        super().__init__()
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.attn_backend = create_attn_backend(
            config.attention_backend, sliding_window_size=config.sliding_window
        )

    def forward(self, hidden_states, forward_batch: ForwardBatch):
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        out = self.attn_backend.forward(q, k, v, forward_batch)
        return self.o_proj(out)


class DecoderLayer(nn.Module):
    def __init__(self, config: ModelConfig):
        super().__init__()
        self.self_attn = SelfAttention(config)
        self.mlp = nn.Sequential(
            nn.Linear(config.hidden_size, 2 * config.hidden_size),
            nn.SiLU(),
            nn.Linear(2 * config.hidden_size, config.hidden_size),
        )

    def forward(self, hidden_states, forward_batch):
        hidden_states = hidden_states + self.self_attn(hidden_states, forward_batch)
        return hidden_states + self.mlp(hidden_states)


class SlidingWindowLM(nn.Module):
    def __init__(self, config: ModelConfig = ModelConfig()):
        super().__init__()
        self.layer = DecoderLayer(config)

    def forward(self, hidden_states, seq_lens):
        forward_batch = ForwardBatch.init_new(seq_lens, ForwardMode.DECODE)
        return self.layer(hidden_states, forward_batch)


compiled_model = torch.compile(SlidingWindowLM(), fullgraph=True)
