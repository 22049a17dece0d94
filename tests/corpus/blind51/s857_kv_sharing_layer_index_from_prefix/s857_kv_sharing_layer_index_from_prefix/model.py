from dataclasses import dataclass

import torch
from torch import nn
import torch.nn.functional as F

from .utils import SharedKVStore, extract_layer_index, get_kv_sharing_target


@dataclass
class Gemma3nTextConfig:
    hidden_size: int = 8
    num_attention_heads: int = 2
    num_hidden_layers: int = 6
    num_kv_shared_layers: int = 2
    sliding_window: int = 2
    layer_types: tuple = (
        "sliding_attention",
        "full_attention",
        "sliding_attention",
        "full_attention",
        "sliding_attention",
        "full_attention",
    )


class Gemma3nAttention(nn.Module):
    def __init__(self, config: Gemma3nTextConfig, prefix: str):
        super().__init__()
        self.config = config
        self.layer_name = prefix
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // self.num_heads
        self.q_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.kv_proj = nn.Linear(config.hidden_size, 2 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def _mask(self, layer_idx: int, seq_len: int) -> torch.Tensor:
        pos = torch.arange(seq_len)
        mask = pos[None, :] <= pos[:, None]
        if self.config.layer_types[layer_idx] == "sliding_attention":
            mask = mask & (pos[:, None] - pos[None, :] < self.config.sliding_window)
        return mask

    def forward(self, hidden_states: torch.Tensor, kv_store: SharedKVStore) -> torch.Tensor:
        b, t, _ = hidden_states.shape
        layer_idx = extract_layer_index(self.layer_name)
        first_shared = self.config.num_hidden_layers - self.config.num_kv_shared_layers
        target = get_kv_sharing_target(list(self.config.layer_types), layer_idx, first_shared)
        q = self.q_proj(hidden_states).view(b, t, self.num_heads, self.head_dim).transpose(1, 2)
        if target is not None:
            k, v = kv_store.get(target)
        else:
            k, v = self.kv_proj(hidden_states).view(b, t, 2, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
            kv_store.put(layer_idx, k, v)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=self._mask(layer_idx, t))
        return self.o_proj(out.transpose(1, 2).reshape(b, t, -1))


class Gemma3nTextModel(nn.Module):
    def __init__(self, config: Gemma3nTextConfig, prefix: str = "model.language_model"):
        super().__init__()
        self.layers = nn.ModuleList(
            Gemma3nAttention(config, prefix=f"{prefix}.layers.{i}.self_attn.attn") for i in range(config.num_hidden_layers)
        )

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        kv_store = SharedKVStore()
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, kv_store)
        return hidden_states


model = Gemma3nTextModel(Gemma3nTextConfig())
compiled_forward = torch.compile(model, fullgraph=True)
