import torch
from torch import nn

from .modeling_layers import GradientCheckpointingLayer
from .outputs import BaseModelOutput


class EncoderConfig:
    def __init__(self, hidden_size=16, num_heads=2, num_layers=3, intermediate_size=32,
                 layer_norm_eps=1e-12, output_hidden_states=True, use_cache=True):
        self.hidden_size = hidden_size
        self.num_heads = num_heads
        self.num_layers = num_layers
        self.intermediate_size = intermediate_size
        self.layer_norm_eps = layer_norm_eps
        self.output_hidden_states = output_hidden_states
        self.use_cache = use_cache


class EncoderLayer(GradientCheckpointingLayer):
    def __init__(self, config: EncoderConfig):
        super().__init__()
        self.attn = nn.MultiheadAttention(config.hidden_size, config.num_heads, batch_first=True)
        self.ln1 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.ffn = nn.Sequential(nn.Linear(config.hidden_size, config.intermediate_size), nn.GELU(),
                                 nn.Linear(config.intermediate_size, config.hidden_size))
        self.ln2 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)

    def forward(self, hidden_states, key_padding_mask=None, use_cache=False, output_attentions=False):
        attn_out, _ = self.attn(hidden_states, hidden_states, hidden_states, key_padding_mask=key_padding_mask,
                                need_weights=False)
        hidden_states = self.ln1(hidden_states + attn_out)
        return self.ln2(hidden_states + self.ffn(hidden_states))


class Encoder(nn.Module):
    supports_gradient_checkpointing = True

    def __init__(self, config: EncoderConfig):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList(EncoderLayer(config) for _ in range(config.num_layers))

    def gradient_checkpointing_enable(self):
        if not self.supports_gradient_checkpointing:
            raise ValueError(f"{type(self).__name__} does not support gradient checkpointing.")
        for module in self.modules():
            if isinstance(module, GradientCheckpointingLayer):
                module.gradient_checkpointing = True

    def forward(self, hidden_states, key_padding_mask=None):
        all_hidden_states = () if self.config.output_hidden_states else None
        for layer in self.layers:
            if all_hidden_states is not None:
                all_hidden_states = all_hidden_states + (hidden_states,)
            hidden_states = layer(hidden_states, key_padding_mask=key_padding_mask, use_cache=self.config.use_cache)
        return BaseModelOutput(last_hidden_state=hidden_states, hidden_states=all_hidden_states)


# The same module object is shared with the fine-tuning job, which enables checkpointing once at startup;
# the serving path only ever runs it in eval mode.
encoder = Encoder(EncoderConfig())
encoder.gradient_checkpointing_enable()
encoder.eval()
compiled_encoder = torch.compile(encoder, fullgraph=True)
