import torch
from torch import nn

from .batch_info import LoRABatchInfo
from .sgmv_ref import sgmv_expand_ref, sgmv_shrink_ref

MAX_LORAS = 2
MAX_RANK = 4


class ColumnLinearWithLoRA(nn.Module):
    def __init__(self, in_features: int, out_features: int, lora_alpha: float = 8.0):
        super().__init__()
        self.base_layer = nn.Linear(in_features, out_features, bias=False)
        self.lora_a_stacked = nn.Parameter(torch.randn(MAX_LORAS, MAX_RANK, in_features) * 0.02)
        self.lora_b_stacked = nn.Parameter(torch.zeros(MAX_LORAS, out_features, MAX_RANK))
        self.scaling = lora_alpha / MAX_RANK

    def forward(self, x: torch.Tensor, batch_info: LoRABatchInfo) -> torch.Tensor:
        base = self.base_layer(x)
        h = sgmv_shrink_ref(x, self.lora_a_stacked, batch_info, self.scaling)
        return sgmv_expand_ref(h, self.lora_b_stacked, batch_info, base)


class LoRADecoderBlock(nn.Module):
    def __init__(self, hidden: int = 8, intermediate: int = 16):
        super().__init__()
        self.gate_up = ColumnLinearWithLoRA(hidden, intermediate)
        self.down = nn.Linear(intermediate, hidden, bias=False)
        # two requests of two tokens each, on adapter slots 0 and 1
        self.batch_info = LoRABatchInfo.from_seg_lens(
            torch.tensor([2, 2], dtype=torch.int32), torch.tensor([0, 1])
        )

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        h = self.gate_up(hidden_states, self.batch_info)
        return hidden_states + self.down(torch.nn.functional.silu(h))


compiled_block = torch.compile(LoRADecoderBlock(), fullgraph=True)
