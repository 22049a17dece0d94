from .model import VoxelGraphNet, compiled_voxel_net

__all__ = ["VoxelGraphNet", "compiled_voxel_net"]
