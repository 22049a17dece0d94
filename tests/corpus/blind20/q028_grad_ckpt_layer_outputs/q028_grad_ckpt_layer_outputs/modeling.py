from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from .modeling_utils import GradientCheckpointingLayer, PreTrainedModel
from .outputs import CausalLMOutputWithPast


@dataclass
class TinyDecoderConfig:
    vocab_size: int = 32
    hidden_size: int = 16
    num_hidden_layers: int = 2
    num_attention_heads: int = 2
    use_cache: bool = False  # fine-tuning config
    output_hidden_states: bool = True
    use_return_dict: bool = True


class TinyDecoderLayer(GradientCheckpointingLayer):
    def __init__(self, config):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.norm1 = nn.LayerNorm(config.hidden_size)
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.proj = nn.Linear(config.hidden_size, config.hidden_size)
        self.norm2 = nn.LayerNorm(config.hidden_size)
        self.fc = nn.Linear(config.hidden_size, config.hidden_size)

    def forward(self, hidden_states, use_cache=False):
        b, s, d = hidden_states.shape
        q, k, v = self.qkv(self.norm1(hidden_states)).view(b, s, 3, self.num_heads, -1).permute(2, 0, 3, 1, 4)
        attn = F.scaled_dot_product_attention(q, k, v, is_causal=True).transpose(1, 2).reshape(b, s, d)
        hidden_states = hidden_states + self.proj(attn)
        return hidden_states + self.fc(F.silu(self.norm2(hidden_states)))


class TinyDecoderForCausalLM(PreTrainedModel):
    def __init__(self, config):
        super().__init__(config)
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.ModuleList(TinyDecoderLayer(config) for _ in range(config.num_hidden_layers))
        self.norm = nn.LayerNorm(config.hidden_size)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def forward(self, input_ids, labels=None, use_cache=None):
        use_cache = use_cache if use_cache is not None else self.config.use_cache
        hidden_states = self.embed_tokens(input_ids)
        all_hidden_states = () if self.config.output_hidden_states else None
        for layer in self.layers:
            if all_hidden_states is not None:
                all_hidden_states += (hidden_states,)
            hidden_states = layer(hidden_states, use_cache=use_cache)
        logits = self.lm_head(self.norm(hidden_states))
        loss = None
        if labels is not None:
            shift_logits = logits[:, :-1].reshape(-1, self.config.vocab_size)
            loss = F.cross_entropy(shift_logits, labels[:, 1:].reshape(-1))
        out = CausalLMOutputWithPast(loss=loss, logits=logits, hidden_states=all_hidden_states)
        return out if self.config.use_return_dict else out.to_tuple()


model = TinyDecoderForCausalLM(TinyDecoderConfig())
model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
model.train()
train_forward = torch.compile(model, fullgraph=True)
