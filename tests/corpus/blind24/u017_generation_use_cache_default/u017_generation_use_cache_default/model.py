import torch
import torch.nn.functional as F
from torch import nn

from .config import MiniLMConfig
from .generation_utils import CausalLMOutput, DynamicCache, GenerationFlagsMixin


class CausalSelfAttention(nn.Module):
    def __init__(self, config: MiniLMConfig, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.n_head = config.num_heads
        self.c_attn = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.c_proj = nn.Linear(config.hidden_size, config.hidden_size)

    def forward(self, x, past_key_values=None):
        b, t, c = x.shape
        q, k, v = self.c_attn(x).split(c, dim=2)
        q, k, v = (z.view(b, t, self.n_head, c // self.n_head).transpose(1, 2) for z in (q, k, v))
        if past_key_values is not None:
            k, v = past_key_values.update(k, v, self.layer_idx)
        y = F.scaled_dot_product_attention(q, k, v, is_causal=t > 1)
        return self.c_proj(y.transpose(1, 2).reshape(b, t, c))


class Block(nn.Module):
    def __init__(self, config, layer_idx):
        super().__init__()
        self.ln_1 = nn.LayerNorm(config.hidden_size)
        self.attn = CausalSelfAttention(config, layer_idx)
        self.ln_2 = nn.LayerNorm(config.hidden_size)
        self.fc = nn.Linear(config.hidden_size, 4 * config.hidden_size)
        self.proj = nn.Linear(4 * config.hidden_size, config.hidden_size)

    def forward(self, x, past_key_values=None):
        x = x + self.attn(self.ln_1(x), past_key_values)
        return x + self.proj(F.gelu(self.fc(self.ln_2(x))))


class MiniLMForCausalLM(nn.Module, GenerationFlagsMixin):
    def __init__(self, config: MiniLMConfig):
        super().__init__()
        self.config = config
        self.wte = nn.Embedding(config.vocab_size, config.hidden_size)
        self.h = nn.ModuleList(Block(config, i) for i in range(config.num_layers))
        self.ln_f = nn.LayerNorm(config.hidden_size)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)
        if config.tie_word_embeddings:
            self.lm_head.weight = self.wte.weight

    def forward(self, input_ids, past_key_values=None, use_cache=None, output_hidden_states=None, return_dict=None):
        use_cache, output_hidden_states, return_dict = self.resolve_flags(
            use_cache, output_hidden_states, return_dict
        )
        if use_cache and past_key_values is None:
            past_key_values = DynamicCache()
        hidden = self.wte(input_ids)
        all_hidden = () if output_hidden_states else None
        for block in self.h:
            if output_hidden_states:
                all_hidden += (hidden,)
            hidden = block(hidden, past_key_values if use_cache else None)
        logits = self.lm_head(self.ln_f(hidden))
        if not return_dict:
            return logits
        return CausalLMOutput(logits, past_key_values.to_legacy_cache() if use_cache else None, all_hidden)


torch.manual_seed(0)
lm = MiniLMForCausalLM(MiniLMConfig()).eval()
compiled_lm = torch.compile(lm, fullgraph=True)
