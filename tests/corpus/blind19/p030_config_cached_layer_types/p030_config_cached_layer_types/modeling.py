import torch
from torch import nn

from .configuration import GemmaLiteConfig
from .masking_utils import create_masks_for_generate


class GemmaLiteAttention(nn.Module):
    def __init__(self, config: GemmaLiteConfig, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.n_heads, self.n_kv = config.num_attention_heads, config.num_key_value_heads
        self.head_dim = config.head_dim
        self.scaling = config.query_pre_attn_scalar**-0.5
        self.q_proj = nn.Linear(config.hidden_size, self.n_heads * self.head_dim, bias=False)
        self.kv_proj = nn.Linear(config.hidden_size, 2 * self.n_kv * self.head_dim, bias=False)
        self.o_proj = nn.Linear(self.n_heads * self.head_dim, config.hidden_size, bias=False)

    def forward(self, hidden_states, attention_mask):
        b, s, _ = hidden_states.shape
        q = self.q_proj(hidden_states).view(b, s, self.n_heads, self.head_dim).transpose(1, 2)
        k, v = self.kv_proj(hidden_states).view(b, s, 2, self.n_kv, self.head_dim).unbind(2)
        k = k.transpose(1, 2).repeat_interleave(self.n_heads // self.n_kv, dim=1)
        v = v.transpose(1, 2).repeat_interleave(self.n_heads // self.n_kv, dim=1)
        out = torch.nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=attention_mask, scale=self.scaling)
        return self.o_proj(out.transpose(1, 2).reshape(b, s, -1))


class GemmaLiteForCausalLM(nn.Module):
    def __init__(self, config: GemmaLiteConfig):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.ModuleList(GemmaLiteAttention(config, i) for i in range(config.num_hidden_layers))
        self.norms = nn.ModuleList(nn.RMSNorm(config.hidden_size, eps=config.rms_norm_eps)
                                   for _ in range(config.num_hidden_layers))
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def forward(self, input_ids: torch.Tensor, cache_position: torch.Tensor):
        hidden_states = self.embed_tokens(input_ids) * (self.config.hidden_size**0.5)
        mask_mapping = create_masks_for_generate(self.config, hidden_states, cache_position)
        for layer, norm in zip(self.layers, self.norms):
            layer_type = self.config.layer_types[layer.layer_idx]
            hidden_states = hidden_states + layer(norm(hidden_states), mask_mapping[layer_type])
        logits = self.lm_head(hidden_states)
        cap = self.config.final_logit_softcapping
        return torch.tanh(logits / cap) * cap


compiled_lm = torch.compile(GemmaLiteForCausalLM(GemmaLiteConfig()).eval(), fullgraph=True)
