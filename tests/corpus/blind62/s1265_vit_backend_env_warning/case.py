import torch

ENTRY = "s1265_vit_backend_env_warning.qwen2_5_vision:visual_forward"


def inputs():
    pixel_values = torch.randn(12, 24)
    cu_seqlens = torch.tensor([0, 4, 12], dtype=torch.int32)
    return (pixel_values, cu_seqlens)
