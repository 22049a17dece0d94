import torch
from torch import nn

from .lora_layers import MergedQKVParallelLinearWithLoRA, RowParallelLinearWithLoRA
from .punica_wrapper import PunicaWrapperCPU


class LoRAAttentionBlock(nn.Module):
    def __init__(self, hidden: int = 8, head_dim: int = 4, max_loras: int = 4, max_lora_rank: int = 2):
        super().__init__()
        self.q_size = hidden
        self.kv_size = head_dim
        self.qkv_proj = MergedQKVParallelLinearWithLoRA(hidden, hidden, head_dim, max_loras, max_lora_rank)
        self.o_proj = RowParallelLinearWithLoRA(hidden, hidden, max_loras, max_lora_rank)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        qkv = self.qkv_proj(hidden_states)
        q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
        gate = torch.sigmoid(k.sum(-1, keepdim=True) * v.mean(-1, keepdim=True))
        return hidden_states + self.o_proj(q * gate)


class LoRAServingModel(nn.Module):
    def __init__(self, max_num_batched_tokens: int = 16, max_loras: int = 4):
        super().__init__()
        self.punica_wrapper = PunicaWrapperCPU(max_num_batched_tokens, max_loras)
        self.block = LoRAAttentionBlock(max_loras=max_loras)
        for module in self.modules():
            if hasattr(module, "set_mapping") and module is not self:
                module.set_mapping(self.punica_wrapper)

    def forward(self, hidden_states: torch.Tensor, token_lora_mapping: torch.Tensor) -> torch.Tensor:
        self.punica_wrapper.update_metadata(token_lora_mapping)
        return self.block(hidden_states)


model = torch.compile(LoRAServingModel(), fullgraph=True)
