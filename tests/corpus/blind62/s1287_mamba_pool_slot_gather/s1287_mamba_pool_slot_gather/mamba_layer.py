import torch
import torch.nn.functional as F
from torch import nn

from .memory_pool import HybridReqToTokenPool


class MambaDecodeMixer(nn.Module):
    def __init__(self, hidden_size: int, layer_id: int, req_pool: HybridReqToTokenPool):
        super().__init__()
        shape = req_pool.mamba_pool.shape
        self.layer_id = layer_id
        self.req_pool = req_pool
        self.num_heads = shape.num_heads
        self.head_dim = shape.head_dim
        self.state_size = shape.state_size
        self.d_inner = shape.num_heads * shape.head_dim
        self.in_proj = nn.Linear(hidden_size, 2 * self.d_inner + 2 * self.state_size + self.num_heads, bias=False)
        self.conv_weight = nn.Parameter(torch.randn(shape.conv_dim, shape.conv_width) * 0.1)
        self.A_log = nn.Parameter(torch.zeros(self.num_heads))
        self.out_proj = nn.Linear(self.d_inner, hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor, req_pool_indices: torch.Tensor) -> torch.Tensor:
        bs = hidden_states.shape[0]
        z, xBC, dt = torch.split(
            self.in_proj(hidden_states),
            [self.d_inner, self.d_inner + 2 * self.state_size, self.num_heads],
            dim=-1,
        )
        conv_state, ssm_state = self.req_pool.gather_layer_states(self.layer_id, req_pool_indices)
        window = torch.cat([conv_state, xBC.unsqueeze(-1)], dim=-1)
        xBC = F.silu((window * self.conv_weight).sum(-1))
        x, B, C = torch.split(xBC, [self.d_inner, self.state_size, self.state_size], dim=-1)
        x = x.view(bs, self.num_heads, self.head_dim)
        dt = F.softplus(dt)
        dA = torch.exp(dt * -torch.exp(self.A_log))
        ssm_state = ssm_state * dA[:, :, None, None] + (dt[:, :, None] * x)[..., None] * B[:, None, None, :]
        y = (ssm_state * C[:, None, None, :]).sum(-1)

        mamba_indices = self.req_pool.get_mamba_indices(req_pool_indices)
        pool = self.req_pool.mamba_pool
        pool.conv_state[self.layer_id].index_copy_(0, mamba_indices, window[..., 1:])
        pool.temporal_state[self.layer_id].index_copy_(0, mamba_indices, ssm_state)
        return self.out_proj(y.reshape(bs, -1) * F.silu(z))


class MambaDecoder(nn.Module):
    def __init__(self, hidden_size: int, num_layers: int, req_pool: HybridReqToTokenPool):
        super().__init__()
        self.layers = nn.ModuleList(MambaDecodeMixer(hidden_size, i, req_pool) for i in range(num_layers))

    @torch.compile(fullgraph=True)
    def forward_decode(self, hidden_states: torch.Tensor, req_pool_indices: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, req_pool_indices)
        return hidden_states
