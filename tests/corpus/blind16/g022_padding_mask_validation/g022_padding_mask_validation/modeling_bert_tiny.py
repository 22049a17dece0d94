from types import SimpleNamespace

import torch
from torch import nn

from .modeling_utils import PreTrainedModel


class BertSelfAttention(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.query = nn.Linear(config.hidden_size, config.hidden_size)
        self.key = nn.Linear(config.hidden_size, config.hidden_size)
        self.value = nn.Linear(config.hidden_size, config.hidden_size)

    def _split(self, x):
        b, s, _ = x.shape
        return x.view(b, s, self.heads, self.head_dim).transpose(1, 2)

    def forward(self, hidden_states, extended_mask):
        q, k, v = self._split(self.query(hidden_states)), self._split(self.key(hidden_states)), self._split(self.value(hidden_states))
        scores = q @ k.transpose(-1, -2) / self.head_dim**0.5 + extended_mask
        ctx = scores.softmax(-1) @ v
        return ctx.transpose(1, 2).flatten(2)


class BertLayer(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.attention = BertSelfAttention(config)
        self.ln = nn.LayerNorm(config.hidden_size)

    def forward(self, hidden_states, extended_mask):
        return self.ln(hidden_states + self.attention(hidden_states, extended_mask))


class TinyBertModel(PreTrainedModel):
    def __init__(self, config):
        super().__init__(config)
        self.encoder = nn.ModuleList(BertLayer(config) for _ in range(config.num_hidden_layers))
        self.init_weights()

    def forward(self, inputs_embeds, attention_mask=None):
        extended_mask = self._prepare_attention_inputs(attention_mask, inputs_embeds)
        hidden = inputs_embeds
        for layer in self.encoder:
            hidden = layer(hidden, extended_mask)
        return hidden


config = SimpleNamespace(hidden_size=8, num_attention_heads=2, num_hidden_layers=2, strict_inputs=True)
bert = TinyBertModel(config).eval()
encoder = torch.compile(bert, fullgraph=True)
