import torch
import torch.nn as nn

from .cross_cache import CrossAttnKVCache
from .layers import WhisperDecoderLayer


class WhisperDecodeRunner:
    """Owns the decoder weights and the cross-attention cache of one batch."""

    def __init__(self, vocab_size=64, d_model=16, num_heads=4, num_layers=2, max_source_positions=12, batch_size=2):
        self.embed_tokens = nn.Embedding(vocab_size, d_model)
        self.embed_positions = nn.Embedding(32, d_model)
        self.layers = nn.ModuleList(WhisperDecoderLayer(d_model, num_heads, i) for i in range(num_layers))
        self.layer_norm = nn.LayerNorm(d_model)
        self.cross_cache = CrossAttnKVCache(
            num_layers, batch_size, num_heads, max_source_positions, d_model // num_heads
        )

    def forward_decode(self, input_ids, positions, encoder_hidden_states):
        hidden = self.embed_tokens(input_ids) + self.embed_positions(positions)
        for layer in self.layers:
            hidden = layer(hidden, encoder_hidden_states, self.cross_cache)
        hidden = self.layer_norm(hidden)
        return hidden @ self.embed_tokens.weight.t()


runner = WhisperDecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
