import torch
from torch import nn

from .attention_registry import AttentionInterface, resolve_attn_implementation

ALL_ATTENTION_FUNCTIONS = AttentionInterface()


class QwenLiteConfig:
    def __init__(self, hidden_size=16, num_attention_heads=2, num_hidden_layers=2,
                 attn_implementation="flash_attention_2"):
        self.hidden_size = hidden_size
        self.num_attention_heads = num_attention_heads
        self.num_hidden_layers = num_hidden_layers
        self.attn_implementation = attn_implementation


class QwenLiteAttention(nn.Module):
    def __init__(self, config: QwenLiteConfig):
        super().__init__()
        self.config = config
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.scaling = self.head_dim**-0.5
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=True)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, hidden_states, attention_mask):
        b, s, h = hidden_states.shape
        q, k, v = self.qkv(hidden_states).view(b, s, 3, self.config.num_attention_heads, self.head_dim).unbind(2)
        impl = resolve_attn_implementation(self.config.attn_implementation)
        attn_fn = ALL_ATTENTION_FUNCTIONS[impl]
        out = attn_fn(q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2), attention_mask, self.scaling)
        return self.o_proj(out.transpose(1, 2).reshape(b, s, h))


class QwenLiteModel(nn.Module):
    def __init__(self, config: QwenLiteConfig):
        super().__init__()
        self.layers = nn.ModuleList(QwenLiteAttention(config) for _ in range(config.num_hidden_layers))
        self.norm = nn.RMSNorm(config.hidden_size)

    def forward(self, hidden_states):
        s = hidden_states.shape[1]
        mask = torch.full((s, s), float("-inf")).triu(1)[None, None]
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, mask)
        return self.norm(hidden_states)


model = QwenLiteModel(QwenLiteConfig()).eval()
compiled_model = torch.compile(model, fullgraph=True)
