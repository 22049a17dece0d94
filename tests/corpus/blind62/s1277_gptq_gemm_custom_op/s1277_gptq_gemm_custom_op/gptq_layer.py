from typing import Optional

import torch
from torch import nn

from . import _custom_ops as ops


class ExllamaState:
    UNUSED = 0
    UNINITIALIZED = 1
    READY = 2


class GPTQLinear(nn.Module):

    def __init__(self, input_size: int, output_size: int, group_size: int = 16,
                 desc_act: bool = True, bias: bool = False):
        super().__init__()
        g = torch.Generator().manual_seed(input_size + 5 * output_size)
        groups = input_size // group_size
        self.register_buffer("qweight", torch.randint(
            0, 2**31 - 1, (input_size // 8, output_size), generator=g, dtype=torch.int32))
        self.register_buffer("qzeros", torch.randint(
            0, 2**31 - 1, (groups, output_size // 8), generator=g, dtype=torch.int32))
        self.register_buffer("scales", torch.rand(groups, output_size, generator=g) * 0.01)
        self.register_buffer("g_idx", torch.arange(input_size, dtype=torch.int32) // group_size)
        self.bias = nn.Parameter(torch.zeros(output_size)) if bias else None
        self.exllama_state = ExllamaState.UNINITIALIZED if desc_act else ExllamaState.UNUSED
        self.output_size = output_size

    def process_weights_after_loading(self) -> None:
        if self.exllama_state == ExllamaState.UNINITIALIZED:
            self.register_buffer("g_idx_sort_indices", torch.argsort(self.g_idx).to(torch.int))
            ops.gptq_shuffle(self.qweight, self.g_idx_sort_indices, 4)
            self.exllama_state = ExllamaState.READY

    def forward(self, x: torch.Tensor, residual: Optional[torch.Tensor] = None) -> torch.Tensor:
        out_shape = x.shape[:-1] + (self.output_size,)
        reshaped_x = x.reshape(-1, x.shape[-1])
        output = torch.ops.corpus_s1277.gptq_gemm(
            reshaped_x, self.qweight, self.qzeros, self.scales, self.g_idx,
            self.exllama_state == ExllamaState.READY, 4)
        if self.bias is not None:
            output.add_(self.bias)
        output = output.reshape(out_shape)
        return output if residual is None else output + residual
