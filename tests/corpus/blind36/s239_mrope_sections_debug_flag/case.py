import torch

from s239_mrope_sections_debug_flag.attention import Qwen3VLStyleAttention

ENTRY = "s239_mrope_sections_debug_flag.attention:Qwen3VLStyleAttention.forward"

_attn = Qwen3VLStyleAttention()


def inputs():
    positions = torch.tensor([[0, 1, 1, 1, 2], [0, 1, 1, 2, 3], [0, 1, 2, 1, 4]])
    return (_attn, positions, torch.randn(5, 16))
