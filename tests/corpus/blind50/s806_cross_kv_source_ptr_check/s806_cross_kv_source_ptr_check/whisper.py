import torch
from torch import nn

from .attention_backend import create_cross_attention_backend
from .cross_kv_pool import CrossKVPool


class WhisperCrossAttention(nn.Module):
    def __init__(self, d_model: int, num_heads: int, layer_id: int, backend):
        super().__init__()
        self.layer_id = layer_id
        self.num_heads = num_heads
        self.head_dim = d_model // num_heads
        self.q_proj = nn.Linear(d_model, d_model)
        self.k_proj = nn.Linear(d_model, d_model, bias=False)
        self.v_proj = nn.Linear(d_model, d_model)
        self.out_proj = nn.Linear(d_model, d_model)
        self.backend = backend

    def _heads(self, x: torch.Tensor) -> torch.Tensor:
        b, s, _ = x.shape
        return x.view(b, s, self.num_heads, self.head_dim).transpose(1, 2)

    def _project_kv(self, encoder_out: torch.Tensor):
        return self._heads(self.k_proj(encoder_out)), self._heads(self.v_proj(encoder_out))

    def forward(self, hidden_states: torch.Tensor, encoder_out: torch.Tensor) -> torch.Tensor:
        b, s, d = hidden_states.shape
        q = self._heads(self.q_proj(hidden_states))
        out = self.backend.forward_cross(q, encoder_out, self.layer_id, self._project_kv)
        return self.out_proj(out.transpose(1, 2).reshape(b, s, d))


class WhisperDecoderBlock(nn.Module):
    def __init__(self, d_model: int, num_heads: int, layer_id: int, backend):
        super().__init__()
        self.ln = nn.LayerNorm(d_model)
        self.encoder_attn = WhisperCrossAttention(d_model, num_heads, layer_id, backend)
        self.mlp = nn.Sequential(nn.Linear(d_model, 4 * d_model), nn.GELU(), nn.Linear(4 * d_model, d_model))

    def forward(self, hidden_states, encoder_out):
        hidden_states = hidden_states + self.encoder_attn(self.ln(hidden_states), encoder_out)
        return hidden_states + self.mlp(hidden_states)


class WhisperForConditionalGeneration(nn.Module):
    def __init__(self, d_model: int = 8, num_heads: int = 2, num_layers: int = 2,
                 attention_backend: str = "torch_native"):
        super().__init__()
        self.cross_kv_pool = CrossKVPool(num_layers)
        backend = create_cross_attention_backend(attention_backend, self.cross_kv_pool)
        self.layers = nn.ModuleList(
            WhisperDecoderBlock(d_model, num_heads, i, backend) for i in range(num_layers)
        )
        self.norm = nn.LayerNorm(d_model)

    def forward(self, hidden_states: torch.Tensor, encoder_out: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states, encoder_out)
        return self.norm(hidden_states)


model = WhisperForConditionalGeneration().eval()
compiled_model = torch.compile(model, fullgraph=True)
