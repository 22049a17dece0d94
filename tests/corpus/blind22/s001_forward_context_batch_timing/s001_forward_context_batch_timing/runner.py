"""Model runner: builds per-layer attention metadata and runs the stack."""
from __future__ import annotations

import torch
from torch import nn

from .forward_context import set_forward_context
from .layers import DecoderLayer, TorchSDPAMetadata


class TinyDecoder(nn.Module):
    def __init__(self, hidden: int = 8, num_heads: int = 2, num_layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleList(DecoderLayer(i, hidden, num_heads) for i in range(num_layers))
        self.head_dim = hidden // num_heads

    def layer_names(self) -> list[str]:
        return [layer.self_attn.layer_name for layer in self.layers]

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = layer(x)
        return x


class DecodeRunner:
    def __init__(self, model: TinyDecoder):
        self.model = model

    def build_attn_metadata(self, num_tokens: int) -> dict[str, TorchSDPAMetadata]:
        common = TorchSDPAMetadata(
            seq_lens=[num_tokens],
            max_seq_len=num_tokens,
            scale=self.model.head_dim ** -0.5,
        )
        return {name: common for name in self.model.layer_names()}

    def execute_model(self, hidden_states: torch.Tensor) -> torch.Tensor:
        num_tokens = hidden_states.shape[0]
        attn_metadata = self.build_attn_metadata(num_tokens)
        with set_forward_context(attn_metadata, num_tokens):
            out = self.model(hidden_states)
        return out


torch.manual_seed(0)
RUNNER = DecodeRunner(TinyDecoder())
execute = torch.compile(RUNNER.execute_model, fullgraph=True)
