import torch
import torch.nn as nn

from .backends import get_attn_backend


class ModelConfig:
    hidden_size = 8
    num_attention_heads = 2
    attn_backend = "TORCH_SDPA"
    block_size = 4
    num_blocks = 4


class TinyAttentionModel(nn.Module):
    def __init__(self, config: ModelConfig):
        super().__init__()
        head_size = config.hidden_size // config.num_attention_heads
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.proj = nn.Linear(config.hidden_size, config.hidden_size)
        self.impl = get_attn_backend(config.attn_backend)(config.num_attention_heads, head_size)
        self.register_buffer(
            "kv_cache",
            torch.zeros(2, config.num_blocks, config.block_size, config.num_attention_heads, head_size),
            persistent=False,
        )

    def forward(self, x, slot_mapping):
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        return x + self.proj(self.impl.forward(q, k, v, self.kv_cache, slot_mapping))


class ModelRunner:
    def __init__(self, config: ModelConfig):
        self.model = TinyAttentionModel(config).requires_grad_(False)

    @torch.compile(fullgraph=True)
    def execute_model(self, hidden_states: torch.Tensor, slot_mapping: torch.Tensor) -> torch.Tensor:
        return self.model(hidden_states, slot_mapping)
