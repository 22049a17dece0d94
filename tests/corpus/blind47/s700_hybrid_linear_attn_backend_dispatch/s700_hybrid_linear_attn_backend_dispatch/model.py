import torch
import torch.nn as nn
import torch.nn.functional as F

from .backends import ATTENTION_BACKENDS, ForwardBatch, HybridLinearAttnBackend, MambaStateBackend
from .server_args import SERVER_ARGS

HIDDEN, HEADS, HEAD_DIM, D_STATE, D_CONV = 16, 2, 8, 4, 4


class AttentionLayer(nn.Module):
    def __init__(self, layer_id):
        super().__init__()
        self.layer_id = layer_id
        self.qkv_proj = nn.Linear(HIDDEN, 3 * HIDDEN, bias=False)
        self.o_proj = nn.Linear(HIDDEN, HIDDEN, bias=False)

    def forward(self, x, forward_batch, backend: HybridLinearAttnBackend):
        b = x.shape[0]
        q, k, v = self.qkv_proj(x).view(b, 3, HEADS, 1, HEAD_DIM).unbind(1)
        o = backend.full_attn_backend.forward_decode(q, k, v, self.layer_id, forward_batch)
        return self.o_proj(o.reshape(b, HIDDEN))


class Mamba2DecodeLayer(nn.Module):
    conv_dim = HEADS * HEAD_DIM + 2 * D_STATE

    def __init__(self, layer_id):
        super().__init__()
        self.layer_id = layer_id
        self.in_proj = nn.Linear(HIDDEN, HEADS * HEAD_DIM + self.conv_dim + HEADS, bias=False)
        self.conv_weight = nn.Parameter(torch.randn(self.conv_dim, D_CONV) / D_CONV)
        self.A_log = nn.Parameter(torch.zeros(HEADS))
        self.D = nn.Parameter(torch.ones(HEADS))
        self.out_proj = nn.Linear(HEADS * HEAD_DIM, HIDDEN, bias=False)

    def ssm_step(self, xBC, dt, state):
        x, B, C = torch.split(xBC, [HEADS * HEAD_DIM, D_STATE, D_STATE], dim=-1)
        x = x.view(-1, HEADS, HEAD_DIM)
        dt = F.softplus(dt)
        dA = torch.exp(dt * -torch.exp(self.A_log))[..., None, None]
        state = state * dA + (dt[..., None] * x)[..., None] * B[:, None, None, :]
        y = (state * C[:, None, None, :]).sum(-1) + self.D[:, None] * x
        return y.reshape(-1, HEADS * HEAD_DIM), state

    def forward(self, x, forward_batch, backend: HybridLinearAttnBackend):
        z, xBC, dt = torch.split(self.in_proj(x), [HEADS * HEAD_DIM, self.conv_dim, HEADS], dim=-1)
        y = backend.linear_attn_backend.forward_decode(self, xBC, dt, self.layer_id, forward_batch)
        return self.out_proj(y * F.silu(z))


class HybridModel(nn.Module):
    def __init__(self, layer_pattern="MMA"):
        super().__init__()
        self.layers = nn.ModuleList(
            Mamba2DecodeLayer(i) if c == "M" else AttentionLayer(i) for i, c in enumerate(layer_pattern)
        )
        self.norms = nn.ModuleList(nn.RMSNorm(HIDDEN) for _ in layer_pattern)
        n = SERVER_ARGS.max_running_requests
        full = ATTENTION_BACKENDS[SERVER_ARGS.attention_backend](n, HEADS, HEAD_DIM)
        linear = MambaStateBackend(n, HEADS, HEAD_DIM, D_STATE, Mamba2DecodeLayer.conv_dim, D_CONV)
        self.attn_backend = HybridLinearAttnBackend(full, linear)

    def forward(self, hidden_states, forward_batch: ForwardBatch):
        for norm, layer in zip(self.norms, self.layers):
            hidden_states = hidden_states + layer(norm(hidden_states), forward_batch, self.attn_backend)
        return hidden_states


MODEL = HybridModel()


@torch.compile(fullgraph=True, dynamic=False)
def cuda_graph_decode(hidden_states: torch.Tensor, req_pool_indices: torch.Tensor) -> torch.Tensor:
    forward_batch = ForwardBatch(req_pool_indices, hidden_states.shape[0])
    return MODEL(hidden_states, forward_batch)
