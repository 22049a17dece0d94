import torch
import torch.nn.functional as F
from torch import nn

from .generic import OutputRecorder, can_return_tuple, capture_outputs
from .model_outputs import BaseModelOutput


class SmolConfig:
    def __init__(self, **kwargs):
        self.hidden_size = kwargs.pop("hidden_size", 16)
        self.num_attention_heads = kwargs.pop("num_attention_heads", 2)
        self.num_hidden_layers = kwargs.pop("num_hidden_layers", 3)
        self.output_hidden_states = kwargs.pop("output_hidden_states", False)
        self.use_return_dict = kwargs.pop("return_dict", True)
        for key, value in kwargs.items():
            setattr(self, key, value)


class SmolDecoderLayer(nn.Module):
    def __init__(self, config, layer_idx):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.norm1 = nn.RMSNorm(config.hidden_size)
        self.norm2 = nn.RMSNorm(config.hidden_size)
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.mlp = nn.Sequential(nn.Linear(config.hidden_size, 32), nn.SiLU(), nn.Linear(32, config.hidden_size))

    def forward(self, hidden_states):
        bsz, q_len, _ = hidden_states.shape
        q, k, v = self.qkv(self.norm1(hidden_states)).view(bsz, q_len, 3, self.num_heads, self.head_dim).permute(
            2, 0, 3, 1, 4
        )
        attn = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        hidden_states = hidden_states + self.o_proj(attn.transpose(1, 2).reshape(bsz, q_len, -1))
        return hidden_states + self.mlp(self.norm2(hidden_states))


class SmolPreTrainedModel(nn.Module):
    _can_record_outputs = {}

    def __init__(self, config):
        super().__init__()
        self.config = config


class SmolModel(SmolPreTrainedModel):
    _can_record_outputs = {"hidden_states": OutputRecorder(SmolDecoderLayer, index=0)}

    def __init__(self, config):
        super().__init__(config)
        self.layers = nn.ModuleList([SmolDecoderLayer(config, i) for i in range(config.num_hidden_layers)])
        self.norm = nn.RMSNorm(config.hidden_size)

    @can_return_tuple
    @capture_outputs
    def forward(self, inputs_embeds):
        hidden_states = inputs_embeds
        for decoder_layer in self.layers:
            hidden_states = decoder_layer(hidden_states)
        return BaseModelOutput(last_hidden_state=self.norm(hidden_states))


config = SmolConfig(output_hidden_states=True, return_dict=False)
model = SmolModel(config).eval()
compiled_model = torch.compile(model, fullgraph=True)
