import torch

ENTRY = "s1264_vit_attn_backend_registry.encoder:vision_encoder"


def inputs():
    packed_patches = torch.randn(10, 3 * 4 * 4)
    position_ids = torch.cat([torch.arange(4), torch.arange(6)])
    cu_seqlens = torch.tensor([0, 4, 10], dtype=torch.int32)
    return (packed_patches, position_ids, cu_seqlens)
