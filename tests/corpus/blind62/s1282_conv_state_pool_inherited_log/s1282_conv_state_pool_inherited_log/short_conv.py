import torch
import torch.nn.functional as F
from torch import nn

from .conv_pool import ConvStatePool


def causal_conv1d_update_ref(
    x: torch.Tensor, conv_state: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor
):
    """x: (batch, dim); conv_state: (batch, dim, width - 1)."""
    x_full = torch.cat([conv_state, x.unsqueeze(-1)], dim=-1)
    out = (x_full * weight.unsqueeze(0)).sum(-1) + bias
    new_state = x_full[:, :, 1:]
    return out, new_state


class ShortConv(nn.Module):
    def __init__(self, hidden_size: int, kernel_size: int, layer_id: int, pool: ConvStatePool):
        super().__init__()
        self.layer_id = layer_id
        self.pool = pool
        self.in_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.conv_weight = nn.Parameter(torch.randn(hidden_size, kernel_size) * 0.1)
        self.conv_bias = nn.Parameter(torch.zeros(hidden_size))
        self.out_proj = nn.Linear(hidden_size, hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor, slot_indices: torch.Tensor) -> torch.Tensor:
        b, c, x = self.in_proj(hidden_states).chunk(3, dim=-1)
        bx = b * x
        conv_state = self.pool.read_states(self.layer_id, slot_indices)
        conv_out, new_state = causal_conv1d_update_ref(bx, conv_state, self.conv_weight, self.conv_bias)
        self.pool.write_states(self.layer_id, slot_indices, new_state)
        return self.out_proj(c * conv_out)


class ShortConvModel(nn.Module):
    def __init__(self, hidden_size: int = 8, kernel_size: int = 3, num_layers: int = 2, max_reqs: int = 4):
        super().__init__()
        self.pool = ConvStatePool(max_reqs, num_layers, hidden_size, kernel_size)
        self.layers = nn.ModuleList(
            [ShortConv(hidden_size, kernel_size, i, self.pool) for i in range(num_layers)]
        )
        self.norm = nn.LayerNorm(hidden_size)

    def forward(self, hidden_states: torch.Tensor, slot_indices: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = hidden_states + layer(self.norm(hidden_states), slot_indices)
        return hidden_states


model = ShortConvModel()
compiled_decode = torch.compile(model, fullgraph=True)
