import torch
from torch import nn

from .schemes import get_scheme


class CompressedTensorsLinear(nn.Module):
    def __init__(self, input_size: int, output_size: int, prefix: str, quant_format: str = "pack-quantized"):
        super().__init__()
        self.prefix = prefix
        self.scheme = get_scheme(quant_format, num_bits=4, group_size=4)
        self.scheme.create_weights(self, input_size, output_size)
        self.bias = None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.scheme.apply_weights(self, x, self.bias)


class MistralAttentionOut(nn.Module):
    def __init__(self, hidden_size: int = 8, num_heads: int = 2):
        super().__init__()
        self.num_heads = num_heads
        self.o_proj = CompressedTensorsLinear(hidden_size, hidden_size, prefix="model.layers.0.self_attn.o_proj")

    def forward(self, attn_output: torch.Tensor) -> torch.Tensor:
        return self.o_proj(attn_output.flatten(1))


attn_out = MistralAttentionOut()
compiled_attn_out = torch.compile(attn_out, fullgraph=True)
