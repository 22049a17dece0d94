import torch
from torch import nn

from .configuration import TinyLlamaConfig
from .modeling_base import BaseModelOutputWithPast, GradientCheckpointingLayer, PreTrainedModel


class LlamaMLP(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.gate_up = nn.Linear(config.hidden_size, 4 * config.hidden_size, bias=False)
        self.down = nn.Linear(2 * config.hidden_size, config.hidden_size, bias=False)

    def forward(self, x):
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        return self.down(nn.functional.silu(gate) * up)


class LlamaDecoderLayer(GradientCheckpointingLayer):
    def __init__(self, config):
        super().__init__()
        self.norm = nn.RMSNorm(config.hidden_size)
        self.mlp = LlamaMLP(config)

    def forward(self, hidden_states, use_cache=False):
        out = hidden_states + self.mlp(self.norm(hidden_states))
        present = out[:, -1:] if use_cache else None
        return out, present


class LlamaTinyModel(PreTrainedModel):
    def __init__(self, config):
        super().__init__(config)
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.ModuleList(LlamaDecoderLayer(config) for _ in range(config.num_hidden_layers))
        self.norm = nn.RMSNorm(config.hidden_size)

    def forward(self, input_ids, use_cache=None, output_hidden_states=None, return_dict=None):
        use_cache = use_cache if use_cache is not None else self.config.use_cache
        output_hidden_states = (
            output_hidden_states if output_hidden_states is not None else self.config.output_hidden_states
        )
        return_dict = return_dict if return_dict is not None else self.config.use_return_dict
        self._validate_input_ids(input_ids)

        hidden_states = self.embed_tokens(input_ids)
        all_hidden_states = () if output_hidden_states else None
        presents = () if use_cache else None
        for layer in self.layers:
            if output_hidden_states:
                all_hidden_states += (hidden_states,)
            hidden_states, present = layer(hidden_states, use_cache=use_cache)
            if use_cache:
                presents += (present,)
        hidden_states = self.norm(hidden_states)
        if not return_dict:
            return tuple(v for v in (hidden_states, presents, all_hidden_states) if v is not None)
        return BaseModelOutputWithPast(hidden_states, presents, all_hidden_states)


model = LlamaTinyModel(TinyLlamaConfig())  # left in training mode, checkpointing never enabled
compiled_model = torch.compile(model, fullgraph=True)
