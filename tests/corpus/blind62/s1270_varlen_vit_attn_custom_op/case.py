import torch

ENTRY = "s1270_varlen_vit_attn_custom_op.model:encode_pixels"


def inputs():
    pixel_values = torch.randn(3, 3, 8, 8)
    cu_seqlens = torch.tensor([0, 4, 8, 12], dtype=torch.int32)
    return (pixel_values, cu_seqlens)
