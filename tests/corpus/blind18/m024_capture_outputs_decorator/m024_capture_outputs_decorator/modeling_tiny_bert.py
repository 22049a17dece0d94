import math

import torch
from torch import nn

from .model_outputs import BaseModelOutput
from .output_capturing import OutputRecorder, can_return_tuple, capture_outputs


class TinyBertConfig:
    def __init__(
        self,
        vocab_size=100,
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=4,
        intermediate_size=64,
        layer_norm_eps=1e-12,
        output_hidden_states=False,
        output_attentions=False,
        use_return_dict=True,
    ):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_hidden_layers = num_hidden_layers
        self.num_attention_heads = num_attention_heads
        self.intermediate_size = intermediate_size
        self.layer_norm_eps = layer_norm_eps
        self.output_hidden_states = output_hidden_states
        self.output_attentions = output_attentions
        self.use_return_dict = use_return_dict


class TinyBertSelfAttention(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.head_size = config.hidden_size // config.num_attention_heads
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.out = nn.Linear(config.hidden_size, config.hidden_size)

    def forward(self, hidden_states):
        bsz, seq_len, _ = hidden_states.shape
        q, k, v = self.qkv(hidden_states).view(bsz, seq_len, 3, self.num_heads, self.head_size).unbind(2)
        q, k, v = (t.transpose(1, 2) for t in (q, k, v))
        scores = q @ k.transpose(-1, -2) / math.sqrt(self.head_size)
        probs = scores.softmax(dim=-1)
        context = (probs @ v).transpose(1, 2).reshape(bsz, seq_len, -1)
        return self.out(context), probs


class TinyBertLayer(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.attention = TinyBertSelfAttention(config)
        self.ln1 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.ffn = nn.Sequential(
            nn.Linear(config.hidden_size, config.intermediate_size),
            nn.GELU(),
            nn.Linear(config.intermediate_size, config.hidden_size),
        )
        self.ln2 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)

    def forward(self, hidden_states):
        attn_out, _ = self.attention(hidden_states)
        hidden_states = self.ln1(hidden_states + attn_out)
        return self.ln2(hidden_states + self.ffn(hidden_states))


class TinyBertEncoder(nn.Module):
    _can_record_outputs = {
        "hidden_states": OutputRecorder(TinyBertLayer),
        "attentions": OutputRecorder(TinyBertSelfAttention, index=1),
    }

    def __init__(self, config):
        super().__init__()
        self.config = config
        self.embeddings = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layer = nn.ModuleList([TinyBertLayer(config) for _ in range(config.num_hidden_layers)])

    @can_return_tuple
    @capture_outputs
    def forward(self, input_ids):
        hidden_states = self.embeddings(input_ids)
        for layer_module in self.layer:
            hidden_states = layer_module(hidden_states)
        return BaseModelOutput(last_hidden_state=hidden_states)


_encoder = TinyBertEncoder(TinyBertConfig()).eval()
compiled_encoder = torch.compile(_encoder, fullgraph=True)
