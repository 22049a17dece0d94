import torch
from torch import nn

from .config import InterleavedAttnConfig
from .window_table import LayerWindowTable, sliding_causal_bias


class InterleavedAttention(nn.Module):
    def __init__(self, config: InterleavedAttnConfig, layer_idx: int, window_table: LayerWindowTable):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.q_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.k_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.v_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        # shared, not owned: registered on the model once
        self._window_table = [window_table]

    def _split_heads(self, x):
        return x.view(x.shape[0], self.num_heads, self.head_dim).transpose(0, 1)

    def forward(self, hidden_states):
        seq_len = hidden_states.shape[0]
        q = self._split_heads(self.q_proj(hidden_states))
        k = self._split_heads(self.k_proj(hidden_states))
        v = self._split_heads(self.v_proj(hidden_states))
        window = self._window_table[0].window_for(self.layer_idx)
        bias = sliding_causal_bias(seq_len, window, hidden_states.device)
        scores = q @ k.transpose(-1, -2) / self.head_dim ** 0.5 + bias
        out = torch.softmax(scores, dim=-1) @ v
        return self.o_proj(out.transpose(0, 1).reshape(seq_len, -1))


class InterleavedDecoder(nn.Module):
    def __init__(self, config: InterleavedAttnConfig):
        super().__init__()
        self.window_table = LayerWindowTable(config)
        self.layers = nn.ModuleList(
            [InterleavedAttention(config, i, self.window_table) for i in range(config.num_hidden_layers)]
        )
        self.norm = nn.LayerNorm(config.hidden_size)

    def forward(self, hidden_states):
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states)
        return self.norm(hidden_states)


MODEL = InterleavedDecoder(InterleavedAttnConfig())


@torch.compile(fullgraph=True)
def prefill(hidden_states):
    return MODEL(hidden_states)
