from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

from .buffers import StaticInputBuffers


class RotaryEmbedding(nn.Module):
    def __init__(self, dim: int, max_pos: int = 64, base: float = 10000.0):
        super().__init__()
        inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2).float() / dim))
        freqs = torch.outer(torch.arange(max_pos).float(), inv_freq)
        self.register_buffer("cos", freqs.cos(), persistent=False)
        self.register_buffer("sin", freqs.sin(), persistent=False)

    def forward(self, x: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        x1, x2 = x.chunk(2, dim=-1)
        cos, sin = self.cos[positions], self.sin[positions]
        return torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin], dim=-1)


class TinyDecoder(nn.Module):
    def __init__(self, vocab: int = 32, dim: int = 16):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.rope = RotaryEmbedding(dim)
        self.proj = nn.Linear(dim, dim)
        self.lm_head = nn.Linear(dim, vocab, bias=False)

    def forward(self, input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        h = self.rope(self.embed(input_ids), positions)
        return self.lm_head(F.silu(self.proj(h)))


class DecodeRunner:
    def __init__(self, max_num_tokens: int = 8):
        self.model = TinyDecoder().eval()
        self.buffers = StaticInputBuffers(max_num_tokens)

    @torch.inference_mode()
    def execute(self, input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        staged = self.buffers.stage(input_ids=input_ids, positions=positions)
        return self.model(staged["input_ids"], staged["positions"])


runner = DecodeRunner()
run_decode = torch.compile(runner.execute, fullgraph=True)
