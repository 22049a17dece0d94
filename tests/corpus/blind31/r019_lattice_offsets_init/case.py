import torch

ENTRY = "r019_lattice_offsets_init.model:compiled_voxel_net"


def inputs():
    torch.manual_seed(0)
    # 2 x 4 x 4 x 4 voxel features, channels-last
    return (torch.randn(2, 4, 4, 4, 8),)
