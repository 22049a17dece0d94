import torch
from torch import nn

from .lora_layers import ColumnParallelLinearWithLoRA
from .server_args import ServerArgs


class LoRAProjection(nn.Module):
    def __init__(self, server_args: ServerArgs, hidden: int = 8):
        super().__init__()
        self.q_proj = ColumnParallelLinearWithLoRA("model.layers.0.self_attn.q_proj", hidden, hidden, server_args)
        self.v_proj = ColumnParallelLinearWithLoRA("model.layers.0.self_attn.v_proj", hidden, hidden, server_args)
        self.register_buffer("scalings", torch.tensor([0.0, 2.0, 2.0, 1.0]))


def make_forward_fn(server_args: ServerArgs):
    module = LoRAProjection(server_args)

    def forward(hidden_states: torch.Tensor, weight_indices: torch.Tensor) -> torch.Tensor:
        q = module.q_proj(hidden_states, weight_indices, module.scalings)
        v = module.v_proj(hidden_states, weight_indices, module.scalings)
        attn = torch.softmax(q @ hidden_states.transpose(0, 1), dim=-1)
        return attn @ v

    return forward


server_args = ServerArgs(lora_paths={"sql": "/adapters/sql", "chat": "/adapters/chat"})
forward_step = torch.compile(make_forward_fn(server_args), fullgraph=True)
